// URLSessionTLSTests: URLSessionTransport against a loopback HTTPS server — the server-trust refusals and accepts,
// and the metrics of a TLS exchange. Apple platforms only: FoundationNetworking asks no server-trust question.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether this platform's URLSession lets its delegate answer the server-trust challenge.
let urlSessionAsksServerTrust: Bool = {
    #if canImport(FoundationNetworking)
        false
    #else
        true
    #endif
}()

@Suite(
    .serialized,
    .enabled(if: urlSessionAsksServerTrust, "FoundationNetworking asks no server-trust question (Linux)"))
struct URLSessionTLSTests {
    /// A loopback HTTPS server on a self-signed certificate for 127.0.0.1 made with a key of kind `spec`; the body
    /// gets the certificate's file, its key's `sha256//` pin and the origin.
    private func withServer(
        key spec: String = "rsa:2048", _ body: (URL, String, String) async throws -> Void
    ) async throws {
        let watchdog = Watchdog(name: "URLSessionTLSTests")
        watchdog.arm(seconds: 60, "TLS over URLSession")
        defer { watchdog.stop() }
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey(spec, in: "key.pem")
        try openssl.makeCertificate("cert.pem", key: "key.pem")
        let server = try await TestServer.start(arguments: ["--tls", openssl.path("cert.pem"), openssl.path("key.pem")])
        defer { server.stop() }
        let certificate = URL(fileURLWithPath: openssl.path("cert.pem"))
        try await body(certificate, try openssl.pin(ofKey: "key.pem"), "https://127.0.0.1:\(server.port)")
    }

    private func expectUntrusted(_ transport: URLSessionTransport, at origin: String) async throws {
        let api = try RESTClient(baseURL: origin, transport: transport)
        await #expect {
            _ = try await api.get("json/users").data()
        } throws: { error in
            guard case .transport(let failure) = error as? RESTError else { return false }
            return failure.code == .serverCertificateUntrusted
        }
    }

    @Test func `a certificate the system does not trust fails with serverCertificateUntrusted`() async throws {
        try await withServer { _, _, origin in
            try await expectUntrusted(URLSessionTransport(), at: origin)
        }
    }

    @Test func `an added certificate authority makes the server trusted`() async throws {
        try await withServer { certificate, _, origin in
            let transport = try URLSessionTransport(
                serverTrust: ServerTrust(additionalCertificateAuthorities: certificate))
            let api = try RESTClient(baseURL: origin, transport: transport)
            #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
        }
    }

    @Test(arguments: ["rsa:2048", "ec:P-256", "ec:P-384"])
    func `the server key's pin is accepted, another key's pin refused`(key: String) async throws {
        try await withServer(key: key) { certificate, pin, origin in
            let trusted = try URLSessionTransport(
                serverTrust: ServerTrust(
                    additionalCertificateAuthorities: certificate, pinnedPublicKeys: [try PublicKeyPin(pin)]))
            let api = try RESTClient(baseURL: origin, transport: trusted)
            #expect(try await api.get("json/users").json()[0]?["name"] == "Ann")
            let other = try PublicKeyPin("sha256//" + Data(repeating: 7, count: 32).base64EncodedString())
            let pinnedElsewhere = try URLSessionTransport(
                serverTrust: ServerTrust(additionalCertificateAuthorities: certificate, pinnedPublicKeys: [other]))
            try await expectUntrusted(pinnedElsewhere, at: origin)
        }
    }

    @Test func `an exchange over TLS carries URLSession's metrics, the next one over the same connection too`()
        async throws
    {
        try await withServer { certificate, _, origin in
            let transport = try URLSessionTransport(
                serverTrust: ServerTrust(additionalCertificateAuthorities: certificate))
            let api = try RESTClient(baseURL: origin, transport: transport)
            let first = try #require(try await api.get("json/users").response().metrics)
            #expect(!first.isReusedConnection && first.secureHandshake > .zero)
            #expect(first.remoteAddress == "127.0.0.1" && origin.hasSuffix(":\(first.remotePort ?? 0)"))
            let second = try #require(try await api.get("json/users/1").response().metrics)
            #expect(second.isReusedConnection)
        }
    }
}
