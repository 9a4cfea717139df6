// ClientCertificateTests: the files of a client certificate checked when the value is made, each refusal one line
// naming the file and why, and the passphrase in no text.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.serialized)
struct ClientCertificateTests {
    /// A folder with a certificate, its key in the clear and encrypted, and files that are not what they should be.
    private func withFiles(_ body: (OpenSSL) throws -> Void) throws {
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey("ec:P-256", in: "key.pem")
        try openssl.makeCertificate("cert.pem", key: "key.pem")
        try openssl.run("openssl pkey -in key.pem -aes256 -passout pass:pw -out encrypted.pem")
        try Data("not PEM at all\n".utf8).write(to: URL(fileURLWithPath: openssl.path("junk.pem")))
        try body(openssl)
    }

    private func url(_ openssl: OpenSSL, _ name: String) -> URL { URL(fileURLWithPath: openssl.path(name)) }

    @Test func `PEM files that hold what they should make a certificate`() throws {
        try withFiles { openssl in
            let identity = try ClientCertificate(certificate: url(openssl, "cert.pem"), key: url(openssl, "key.pem"))
            #expect(identity.format == .pem && identity.key == url(openssl, "key.pem"))
            let encrypted = try ClientCertificate(
                certificate: url(openssl, "cert.pem"), key: url(openssl, "encrypted.pem"), passphrase: "pw")
            #expect("\(encrypted)".hasSuffix("(PEM, passphrase set)"))
        }
    }

    @Test func `each unusable file is refused in one line naming it and why`() throws {
        try withFiles { openssl in
            let cases: [(make: () throws -> ClientCertificate, file: String, reason: String)] = [
                ({ try ClientCertificate(certificate: url(openssl, "missing.pem")) }, "missing.pem", "no such file"),
                (
                    { try ClientCertificate(certificate: url(openssl, "junk.pem")) }, "junk.pem",
                    "no PEM certificate in it"
                ),
                (
                    { try ClientCertificate(certificate: url(openssl, "cert.pem")) }, "cert.pem",
                    "no PEM private key in it"
                ),
                (
                    {
                        try ClientCertificate(certificate: url(openssl, "cert.pem"), key: url(openssl, "encrypted.pem"))
                    },
                    "encrypted.pem", "the key is encrypted and no passphrase was given"
                ),
                (
                    { try ClientCertificate(pkcs12: url(openssl, "cert.pem"), passphrase: "pw") }, "cert.pem",
                    "not a PKCS #12 (DER) bundle"
                ),
                ({ try ClientCertificate(pkcs12: openssl.directory, passphrase: "pw") }, "", "a folder, not a file"),
            ]
            for (make, file, reason) in cases {
                let path = file.isEmpty ? openssl.directory.path : openssl.path(file)
                let expected = ConnectionSettingFailure.unreadableClientCertificate(path: path, reason: reason)
                #expect(throws: expected) { _ = try make() }
                #expect(expected.description == "cannot use the client certificate in \(path): \(reason)")
            }
        }
    }

    @Test func `the passphrase appears in no description, debug description or dump`() throws {
        try withFiles { openssl in
            let secret = "pw-that-must-not-show"
            let identity = try ClientCertificate(
                certificate: url(openssl, "cert.pem"), key: url(openssl, "encrypted.pem"), passphrase: secret)
            var dumped = ""
            dump(identity, to: &dumped)
            for text in ["\(identity)", String(reflecting: identity), dumped] {
                #expect(!text.contains(secret), "\(text)")
            }
        }
    }
}
