// CommandTLSTests: restchain over HTTPS — its server-trust challenge reaches the system's evaluation on every platform.
import Foundation
import TestSupport
import Testing

struct CommandTLSTests {
    @Test func `restchain get https on an untrusted loopback certificate says it is untrusted, not cancelled`()
        async throws
    {
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey("ec:P-256", in: "key.pem")
        try openssl.makeCertificate("cert.pem", key: "key.pem")
        let server = try await TestServer.start(arguments: ["--tls", openssl.path("cert.pem"), openssl.path("key.pem")])
        defer { server.stop() }
        // On Apple platforms the trust challenge goes to restchain's session delegate, which used to cancel it.
        let result = try await restchain("get", "https://127.0.0.1:\(server.port)/json/users")
        #expect(result.status != 0 && !result.signalled)
        #expect(result.errors.contains("certificate was not trusted"), "\(result.errors)")
        #expect(!result.errors.contains("cancelled"), "\(result.errors)")
    }
}
