// PEMCertificatesTests: the certificates of a CA file read as curl reads it, and unreadable files refused by name.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

@Suite(.serialized)
struct PEMCertificatesTests {
    @Test func `every certificate of a bundle is read, in order, as openssl's DER`() throws {
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        for name in ["a", "b"] {
            try openssl.makeKey("ec:P-256", in: "\(name).key")
            try openssl.makeCertificate("\(name).pem", key: "\(name).key")
        }
        try openssl.run("{ echo '# internal authorities'; cat a.pem; echo; cat b.pem; } > bundle.pem")
        let loaded = try LoadedServerTrust(
            ServerTrust(additionalCertificateAuthorities: URL(fileURLWithPath: openssl.path("bundle.pem"))))
        #expect(loaded.anchors.count == 2)
        #expect(loaded.anchors[0] == (try openssl.run("openssl x509 -in a.pem -outform DER")))
        #expect(loaded.anchors[1] == (try openssl.run("openssl x509 -in b.pem -outform DER")))
        #expect(try LoadedServerTrust(.system).anchors.isEmpty)
    }

    @Test(arguments: [
        ("", "no PEM certificate in it"),
        ("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n", "no PEM certificate in it"),
        ("-----BEGIN CERTIFICATE-----\nMIIB\n", "a certificate has no END line"),
        ("-----BEGIN CERTIFICATE-----\n%%%%\n-----END CERTIFICATE-----\n", "certificate 1 is not base64"),
    ])
    func `a file with no readable certificate is refused, naming it`(text: String, reason: String) {
        #expect(throws: ServerTrustFailure.unreadableCertificateAuthorities(path: "/ca.pem", reason: reason)) {
            try PEMCertificates.decode(text, path: "/ca.pem")
        }
    }

    @Test func `a missing file is refused with a one-line error naming it`() {
        let url = URL(fileURLWithPath: "/nonexistent/restchain/ca.pem")
        #expect(
            throws: ServerTrustFailure.unreadableCertificateAuthorities(
                path: url.path, reason: "no such file")
        ) {
            try LoadedServerTrust(ServerTrust(additionalCertificateAuthorities: url))
        }
        let message = ServerTrustFailure.unreadableCertificateAuthorities(path: url.path, reason: "x").description
        #expect(message == "cannot use the certificate authorities in /nonexistent/restchain/ca.pem: x")
    }
}
