// OpenSSL: keys, certificates and pins made by the openssl command, the reference the trust code is checked against.
import Foundation

/// Runs `openssl` pipelines in a directory of the test's own.
public struct OpenSSL: Sendable {
    /// The directory commands run in.
    public let directory: URL

    /// Runs in a new temporary directory; ``remove()`` deletes it.
    public init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("restchain-openssl-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs in `directory`, which the caller made and removes.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Deletes the directory.
    public func remove() { try? FileManager.default.removeItem(at: directory) }

    /// The path of `name` in the directory.
    public func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The standard output of `command`, run by `/bin/sh` in the directory; throws when it fails.
    @discardableResult
    public func run(_ command: String) throws -> Data {
        try Shell.output(of: command, in: directory)
    }

    /// `run` as trimmed text.
    public func text(_ command: String) throws -> String {
        String(decoding: try run(command), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Makes a private key in `name`: `rsa:BITS` or `ec:CURVE` (`P-256`, `P-384`, `P-521`).
    public func makeKey(_ spec: String, in name: String) throws {
        let parts = spec.split(separator: ":")
        let options =
            parts[0] == "rsa"
            ? "-algorithm RSA -pkeyopt rsa_keygen_bits:\(parts[1])"
            : "-algorithm EC -pkeyopt ec_paramgen_curve:\(parts[1])"
        try run("openssl genpkey \(options) -out \(name)")
    }

    /// The DER `SubjectPublicKeyInfo` of the key in `name`.
    public func subjectPublicKeyInfo(ofKey name: String) throws -> [UInt8] {
        Array(try run("openssl pkey -in \(name) -pubout -outform DER"))
    }

    /// curl's pin of the key in `name`: its DER public key, hashed, in base64.
    public func pin(ofKey name: String) throws -> String {
        "sha256//" + (try text("openssl pkey -in \(name) -pubout -outform DER | openssl dgst -sha256 -binary | base64"))
    }

    /// The public key of `name` as Apple's `SecKeyCopyExternalRepresentation` hands it out: PKCS #1 for RSA, the
    /// uncompressed point (read from openssl's text dump) for EC.
    public func rawPublicKey(ofKey name: String, rsa: Bool) throws -> [UInt8] {
        if rsa { return Array(try run("openssl rsa -in \(name) -RSAPublicKey_out -outform DER")) }
        let dump = try text("openssl pkey -in \(name) -pubout -text -noout")
        let lines = dump.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("pub:") }) else { return [] }
        let hex = lines[(start + 1)...].prefix { $0.hasPrefix(" ") }.joined()
        return hex.split(separator: ":").compactMap { UInt8($0.trimmingCharacters(in: .whitespaces), radix: 16) }
    }

    /// Makes a self-signed certificate for 127.0.0.1 in `name` on the key in `key`.
    ///
    /// The extensions (OpenSSL's `v3_ca` ones, plus the address and server use) come from a configuration file
    /// rather than `-addext`, which LibreSSL (a Mac's `openssl`) may not take; both read `-config` with
    /// `-extensions`.
    public func makeCertificate(_ name: String, key: String) throws {
        let config = directory.appendingPathComponent("\(name).cnf")
        let text = """
            [req]
            distinguished_name = subject
            [subject]
            [server]
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            basicConstraints = critical, CA:true
            subjectAltName = IP:127.0.0.1
            extendedKeyUsage = serverAuth
            """
        try Data(text.utf8).write(to: config)
        try run(
            "openssl req -x509 -new -key \(key) -days 2 -subj /CN=127.0.0.1 -config \(config.path) -extensions server -out \(name)"
        )
    }

    /// Makes in `name` a certificate for a client, named `subject`, on the key in `key`, signed by the authority
    /// whose certificate and key are in `issuer` and `issuerKey` (a certificate of ``makeCertificate(_:key:)``).
    public func makeClientCertificate(
        _ name: String, key: String, subject: String, issuer: String, issuerKey: String
    ) throws {
        let config = directory.appendingPathComponent("\(name).cnf")
        try Data("[client]\nbasicConstraints = CA:false\nextendedKeyUsage = clientAuth\n".utf8).write(to: config)
        try run("openssl req -new -key \(key) -subj /CN=\(subject) -out \(name).csr")
        try run(
            "openssl x509 -req -in \(name).csr -CA \(issuer) -CAkey \(issuerKey) -CAcreateserial -days 2 "
                + "-extfile \(config.path) -extensions client -out \(name)")
    }
}
