// CurlDigestTests: HTTP Digest against a server on loopback that checks each answer (Tests/Servers/digest_routes.py).
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    struct CurlDigestTests {
        private func client(_ server: TestServer, user: String, password: String) throws -> RESTClient {
            let credentials = PasswordCredentials(user: user, password: password)
            return try RESTClient(
                baseURL: server.baseURL, transport: CurlTransport(configuration: .init(digestCredentials: credentials)))
        }

        /// The `Authorization` of every request to `path`, in order.
        private func sent(_ server: TestServer, _ path: String) async throws -> [String?] {
            try await server.requests(path: path).map { $0.header("authorization") }
        }

        @Test func `a Digest challenge is answered and only the server's answer to it is the response`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try client(server, user: "device", password: "s3cret pass")
            let answer = try await withWatchdog(seconds: 60) {
                try await api.get("digest/get").query(key: "user", value: "device")
                    .query(key: "password", value: "s3cret pass").response()
            }
            #expect(answer.statusCode == 200 && answer.attempts == 1)
            #expect(String(decoding: answer.body, as: UTF8.self) == #"{"user": "device", "nc": "00000001"}"#)
            let authorizations = try await sent(server, "/digest/get")
            #expect(authorizations.count == 2 && authorizations[0] == nil)
            #expect(authorizations[1]?.hasPrefix("Digest username=\"device\"") == true)
            // The password never went out (the request target quotes it percent-encoded, for this server to check).
            #expect(authorizations.allSatisfy { $0?.contains("s3cret pass") != true })
        }

        @Test func `a POST body goes again with the answer to the challenge`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try client(server, user: "device", password: "pw")
            let answer = try await withWatchdog(seconds: 60) {
                try await api.post("digest/post", body: .json(["name": "sensor"]))
                    .query(key: "user", value: "device").query(key: "password", value: "pw").response()
            }
            #expect(answer.statusCode == 200)
            #expect(try await server.requests(path: "/digest/post").map(\.method) == ["POST", "POST"])
        }

        @Test func `wrong credentials end with the server's second 401 and its body`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try client(server, user: "device", password: "wrong")
            do {
                _ = try await withWatchdog(seconds: 60) {
                    try await api.get("digest/wrong").query(key: "user", value: "device")
                        .query(key: "password", value: "right").data()
                }
                Issue.record("wrong credentials were taken")
            } catch {
                guard case .httpStatus(let failure) = error as? RESTError else { throw error }
                #expect(failure.statusCode == 401)
                #expect(String(decoding: failure.body, as: UTF8.self).contains("digest_required"))
            }
            #expect(try await sent(server, "/digest/wrong").count == 2)  // one answer, never a loop
        }

        @Test func `a server that offers Basic first still gets only Digest`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try client(server, user: "device", password: "pw")
            let status = try await withWatchdog(seconds: 60) {
                try await api.get("digest/both").query(key: "user", value: "device").query(key: "password", value: "pw")
                    .query(key: "basic", value: "1").response().statusCode
            }
            #expect(status == 200)
            #expect(try await sent(server, "/digest/both").allSatisfy { $0?.hasPrefix("Basic") != true })
        }
    }
#endif
