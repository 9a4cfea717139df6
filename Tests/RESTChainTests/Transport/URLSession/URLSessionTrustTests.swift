// URLSessionTrustTests: what URLSessionTransport does with a ServerTrust where it cannot check one (Linux) — it
// refuses it when made, naming CurlTransport, rather than send a request with a pin ignored.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct URLSessionTrustTests {
    private static let pin = Result {
        try PublicKeyPin("sha256//" + Data(repeating: 5, count: 32).base64EncodedString())
    }

    #if canImport(FoundationNetworking)
        @Test func `a pin or an extra authority is refused when the transport is made, pointing to CurlTransport`()
            throws
        {
            let settings = [
                ServerTrust(pinnedPublicKeys: [try Self.pin.get()]),
                ServerTrust(
                    additionalCertificateAuthorities: URL(fileURLWithPath: "/etc/ssl/certs/ca-certificates.crt")),
            ]
            for trust in settings {
                #expect(throws: ServerTrustFailure.unsupported(reason: URLSessionTransport.unsupportedTrust)) {
                    _ = try URLSessionTransport(serverTrust: trust)
                }
            }
            let message = ServerTrustFailure.unsupported(reason: URLSessionTransport.unsupportedTrust).description
            #expect(!message.contains("\n"))
            #expect(message.contains("CurlTransport"))
        }
    #endif

    @Test func `the system's trust is accepted and requests go through`() async throws {
        let watchdog = Watchdog(name: "URLSessionTrustTests")
        watchdog.arm(seconds: 60, "system trust")
        defer { watchdog.stop() }
        let server = try await TestServer.start()
        defer { server.stop() }
        let transport = try URLSessionTransport(serverTrust: .system)
        #expect(transport.delegate?.trust == nil)
        let api = try RESTClient(baseURL: "http://127.0.0.1:\(server.port)", transport: transport)
        #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
    }
}
