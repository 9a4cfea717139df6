// TestCertificate: a self-signed certificate for 127.0.0.1, made by openssl for one run, for nginx over TLS.
import Foundation

/// A certificate and its key for `127.0.0.1`, made for the run by `openssl` (valid two days): nginx serves it, and a
/// client trusts it as an additional certificate authority.
public struct TestCertificate: Sendable {
    /// The certificate, PEM: what a client adds to the authorities it trusts.
    public let certificate: URL
    /// The private key, PEM.
    public let key: URL

    /// Why no certificate was made.
    public struct Failure: Error, CustomStringConvertible {
        /// One line: what failed.
        public let description: String
    }

    /// Makes a new certificate and key in a new temporary folder.
    ///
    /// - Throws: ``Failure`` when `openssl` is not installed or fails.
    public init() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("restchain-certificate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificate = directory.appendingPathComponent("certificate.pem")
        key = directory.appendingPathComponent("key.pem")
        let paths = ["/usr/bin/openssl", "/usr/local/bin/openssl", "/opt/homebrew/bin/openssl"]
        guard let openssl = paths.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Failure(description: "openssl is not installed")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: openssl)
        process.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", key.path, "-out", certificate.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl req exited with \(process.terminationStatus)")
        }
    }

    /// Removes the certificate and its key.
    public func remove() {
        try? FileManager.default.removeItem(at: certificate.deletingLastPathComponent())
    }
}
