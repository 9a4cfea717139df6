// ContentCodingTests: over real sockets and every transport, compressed bodies arrive decoded, and a body in a
// coding the transport does not know passes through as it came instead of failing the request.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

struct ContentCodingTests {
    /// The codings tried: gzip and deflate everywhere; on Linux br and zstd when this process's libcurl decodes
    /// them (both transports decode through it); br on Apple platforms.
    static let codings: [String] = {
        #if os(Linux)
            ["gzip", "deflate"] + CurlTransport.decodedContentCodings.filter { $0 == "br" || $0 == "zstd" }
        #else
            ["gzip", "deflate", "br"]
        #endif
    }()

    @Test(arguments: TransportKind.available, codings)
    func `a compressed body arrives decoded`(over kind: TransportKind, coding: String) async throws {
        try await withWatchdog(seconds: 30) {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
            // 501 would mean the test server found no compressor for the coding (libbrotlienc, libzstd).
            let response = try await api.get("encoded/\(coding)").response()
            #expect(response.headers["X-Accept-Encoding"]?.contains(coding) == true)
            #expect(response.body.count == response.headers["X-Identity-Length"].flatMap { Int($0) })
            let users = try JSONDecoder().decode([[String: JSONValue]].self, from: response.body)
            #expect(users.count >= 40 && users.first?["name"] == "Ann")
        }
    }

    /// libcurl passes such a body through when told not to decode it, which `CurlTransport` does;
    /// FoundationNetworking on Linux always decodes, so `URLSessionTransport` there fails with a one-line
    /// `cannotDecodeContentData` (not retried) instead of a lost connection.
    @Test(arguments: TransportKind.available)
    func `a body in a coding the transport does not know passes through undecoded`(over kind: TransportKind)
        async throws
    {
        try await withWatchdog(seconds: 30) {
            let server = try await TestServer.start()
            defer { server.stop() }
            let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
                .configured { $0.retryPolicy = .default }
            #if os(Linux)
                if kind == .urlSession {
                    await #expect {
                        _ = try await api.get("encoded/x-custom").response()
                    } throws: { error in
                        guard case .transport(let failure) = error as? RESTError else { return false }
                        return failure.code == .cannotDecodeContentData
                    }
                    #expect(try await server.stats(path: "/encoded/x-custom").count == 1)
                    return
                }
            #endif
            let response = try await api.get("encoded/x-custom").response()
            #expect(response.headers["Content-Encoding"] == "x-custom")
            #expect(response.body.count == response.headers["X-Identity-Length"].flatMap { Int($0) })
            let users = try JSONDecoder().decode([[String: JSONValue]].self, from: response.body)
            #expect(users.count >= 40 && users.first?["name"] == "Ann")
        }
    }
}
