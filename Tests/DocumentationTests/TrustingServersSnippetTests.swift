// The "Trusting servers" article: its snippet, run against a loopback HTTPS server with a certificate made here —
// over CurlTransport on Linux and URLSessionTransport on Apple platforms.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct TrustingServersSnippetTests {
    @Test func `the article's authority and pin let the server through`() async throws {
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey("ec:P-256", in: "key.pem")
        try openssl.makeCertificate("server.pem", key: "key.pem")
        let pin = try openssl.pin(ofKey: "key.pem")
        let server = try await TestServer.start(
            arguments: ["--tls", openssl.path("server.pem"), openssl.path("key.pem")])
        defer { server.stop() }
        let authorityFile = URL(fileURLWithPath: openssl.path("server.pem"))
        let origin = "https://127.0.0.1:\(server.port)"

        let trust = ServerTrust(
            additionalCertificateAuthorities: authorityFile,
            pinnedPublicKeys: [try PublicKeyPin(pin)])
        #if os(Linux)
            let transport = try CurlTransport(serverTrust: trust)
        #else
            let transport = try URLSessionTransport(serverTrust: trust)
        #endif
        let api = try RESTClient(baseURL: origin, transport: transport)

        #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
        #expect(throws: ServerTrustFailure.malformedPin("sha256//abc")) { try PublicKeyPin("sha256//abc") }
    }
}
