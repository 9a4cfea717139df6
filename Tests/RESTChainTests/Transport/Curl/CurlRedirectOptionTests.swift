// CurlRedirectOptionTests: with followsRedirects off, a redirect is the response — sent once, never followed.
#if os(Linux)
    import Foundation
    @_spi(Testing) import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    @Suite(.serialized)
    struct CurlRedirectOptionTests {
        private let returning = CurlTransport(configuration: .init(followsRedirects: false))

        private func request(_ url: URL, method: String = "GET", body: Data? = nil) -> TransportRequest {
            var request = URLRequest(url: url)
            request.httpMethod = method
            request.httpBody = body
            request.setValue("Bearer s3cret", forHTTPHeaderField: "Authorization")
            return TransportRequest(request, deadline: .now + .seconds(20))
        }

        @Test func `redirects are followed by default`() {
            #expect(CurlTransport.Configuration().followsRedirects)
        }

        @Test(arguments: [301, 302, 303, 307, 308])
        func `a redirect is returned with its Location, and its target is never asked`(status: Int) async throws {
            try await withWatchdog(seconds: 60) {
                let (home, other) = (try await TestServer.start(), try await TestServer.start())
                defer { home.stop() }
                defer { other.stop() }
                let target = other.url("/echo/away").absoluteString
                let url = home.url("/redirect-to?status=\(status)&url=\(target)")
                let sent = try await returning.send(request(url, method: "POST", body: Data("{}".utf8)))
                #expect(sent.statusCode == status && sent.headers["Location"] == target)
                let streamed = try await returning.stream(request(url))
                #expect(streamed.head.statusCode == status && streamed.head.headers["Location"] == target)
                streamed.body.cancel()
                #expect(try await home.stats(path: "/redirect-to").count == 2)
                #expect(try await other.totalRequests() == 0)
                #expect(try await eventually { returning.transfersInFlight == 0 })
            }
        }

        @Test func `a streamed redirect's body is handed over, not dropped`() async throws {
            try await withWatchdog(seconds: 60) {
                let server = try await TestServer.start()
                defer { server.stop() }
                let url = server.url("/redirect-to?status=302&url=/echo/away&body=moved%20elsewhere")
                let streamed = try await returning.stream(request(url))
                var body = Data()
                for try await chunk in streamed.body { body.append(chunk) }
                #expect(streamed.head.statusCode == 302 && String(decoding: body, as: UTF8.self) == "moved elsewhere")
                #expect(try await server.stats(path: "/echo/away").count == 0)
            }
        }

        @Test func `a client over it sees the redirect as a 3xx failure naming the Location`() async throws {
            try await withWatchdog(seconds: 60) {
                let server = try await TestServer.start()
                defer { server.stop() }
                let client = try RESTClient(baseURL: server.baseURL, transport: returning)
                do {
                    _ = try await client.get("redirect/2").data()
                    Issue.record("a redirect was followed")
                } catch RESTError.httpStatus(let failure) {
                    #expect(failure.statusCode == 302 && failure.headers["Location"] == "/redirect/1")
                }
                #expect(try await server.stats(path: "/redirect/1").count == 0)
            }
        }
    }
#endif
