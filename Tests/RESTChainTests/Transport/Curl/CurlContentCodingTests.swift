// CurlContentCodingTests: bodies in gzip and deflate arrive decoded; a coding libcurl does not know passes through.
#if os(Linux)
    import Foundation
    import RESTChain
    import TestSupport
    import Testing

    struct CurlContentCodingTests {
        @Test(arguments: ["gzip", "deflate"])
        func `a compressed body arrives decoded`(coding: String) async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try RESTClient(baseURL: server.baseURL, transport: CurlTransport())
            let response = try await api.get("encoded/\(coding)").response()
            #expect(response.headers["X-Accept-Encoding"]?.contains("gzip") == true)
            let users = try JSONDecoder().decode([[String: JSONValue]].self, from: response.body)
            #expect(users.first?["name"] == "Ann")
        }

        @Test func `a body in a coding libcurl does not know passes through undecoded`() async throws {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try RESTClient(baseURL: server.baseURL, transport: CurlTransport())
            let response = try await api.get("encoded/x-custom").response()
            #expect(response.headers["Content-Encoding"] == "x-custom")
            #expect(String(decoding: response.body, as: UTF8.self).contains("\"Ann\""))
        }
    }
#endif
