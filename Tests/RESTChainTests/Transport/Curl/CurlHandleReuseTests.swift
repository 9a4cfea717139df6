// CurlHandleReuseTests: an easy handle that goes from one exchange to the next keeps nothing of the exchange before
// — not its deadline, its size limit, its method, nor a coding it left undecoded.
#if os(Linux)
    import Foundation
    @_spi(Testing) import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct CurlHandleReuseTests {
        /// One exchange at a time on a transport of its own: each takes the easy handle the one before it left.
        @Test func `each exchange on a reused handle has only its own deadline, size limit, method and decoding`()
            async throws
        {
            try await withWatchdog(seconds: 60) {
                let server = try await TestServer.start()
                defer { server.stop() }
                let transport = CurlTransport()
                let send = { (path: String, method: String, deadline: Duration?, limit: Int?) in
                    var request = URLRequest(url: try #require(URL(string: "\(server.baseURL)/\(path)")))
                    request.httpMethod = method
                    return try await transport.send(
                        TransportRequest(
                            request, deadline: deadline.map { ContinuousClock.now + $0 }, responseSizeLimit: limit))
                }

                // A deadline, then none: the second outlasts the first's deadline and still completes.
                #expect(try await send("bytes/10", "GET", .milliseconds(1_500), nil).body.count == 10)
                #expect(try await send("delay/2000", "GET", nil, nil).statusCode == 200)

                // A size limit the body keeps to, then none: a body past that limit arrives whole.
                #expect(try await send("bytes/100", "GET", nil, 1_000).body.count == 100)
                #expect(try await send("bytes/5000", "GET", nil, nil).body.count == 5_000)

                // A HEAD, then a GET: the GET has its body.
                #expect(try await send("bytes/100", "HEAD", nil, nil).body.isEmpty)
                #expect(try await send("bytes/100", "GET", nil, nil).body.count == 100)

                // A DELETE, then a GET: the GET goes out as a GET.
                let deleted = try await send("echo", "DELETE", nil, nil)
                #expect(try JSONDecoder().decode(Echo.self, from: deleted.body).method == "DELETE")
                let got = try await send("echo", "GET", nil, nil)
                #expect(try JSONDecoder().decode(Echo.self, from: got.body).method == "GET")

                // A coding passed through undecoded, then gzip: decoded again.
                let custom = try await send("encoded/x-custom", "GET", nil, nil)
                #expect(custom.headers["Content-Encoding"] == "x-custom")
                let gzip = try await send("encoded/gzip", "GET", nil, nil)
                #expect(gzip.body.count == gzip.headers["X-Identity-Length"].flatMap { Int($0) })
                #expect(transport.transfersInFlight == 0)
            }
        }

        /// What `/echo` says of the request it got.
        private struct Echo: Decodable {
            let method: String
        }
    }
#endif
