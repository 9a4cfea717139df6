// ClientCertificate: the certificate and private key a client shows a server that asks for one (mutual TLS).
import Foundation

/// The certificate and private key a transport shows a server that asks for one (mutual TLS): PEM files, or a
/// PKCS #12 bundle; the key may be encrypted under a passphrase.
///
/// The files are checked when the value is made — each must exist and be readable, a PEM certificate must hold a
/// certificate, its key a private key, and an encrypted key needs its passphrase — so a wrong path fails once,
/// here, with ``ConnectionSettingFailure``. A wrong passphrase is found when the first connection opens, and fails
/// the request with `URLError(.clientCertificateRejected)`. The passphrase never appears in any text.
///
/// ```swift
/// let identity = try ClientCertificate(
///     certificate: URL(fileURLWithPath: "/etc/myapp/client.pem"),
///     key: URL(fileURLWithPath: "/etc/myapp/client-key.pem"), passphrase: keyPassphrase)
/// let transport = CurlTransport(configuration: .init(clientCertificate: identity))
/// ```
///
/// ``CurlTransport`` takes both formats; ``URLSessionTransport`` takes a PKCS #12 bundle on Apple platforms and
/// refuses a client certificate on Linux, whose URLSession cannot show one.
public struct ClientCertificate: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// How the certificate and its key are stored.
    public enum Format: Sendable, Hashable {
        /// PEM text: a certificate file (which may hold the key too) and, apart or not, the private key.
        case pem
        /// A PKCS #12 (`.p12`, `.pfx`) bundle of the certificate and its key.
        case pkcs12
    }

    /// How the files are stored.
    public let format: Format
    /// The certificate file (PEM), or the whole bundle (PKCS #12).
    public let certificate: URL
    /// The private key's PEM file, when it is not in ``certificate``; always `nil` for PKCS #12.
    public let key: URL?
    /// The passphrase that opens the key or the bundle; never shown.
    let passphrase: String?
    /// The bundle's bytes, read when the value was made (PKCS #12 only): Apple's import takes bytes.
    let bundle: Data?

    /// A certificate and key in PEM files, checked now.
    ///
    /// - Parameters:
    ///   - certificate: A PEM file holding the client's certificate (and its chain, if the server needs it).
    ///   - key: A PEM file holding the private key; `nil` when it is in `certificate`.
    ///   - passphrase: What opens an encrypted key; `nil` for a key in the clear.
    /// - Throws: ``ConnectionSettingFailure/unreadableClientCertificate(path:reason:)`` naming the file that is
    ///   missing, unreadable, holds no certificate or no private key, or holds an encrypted key with no passphrase.
    public init(certificate: URL, key: URL? = nil, passphrase: String? = nil) throws(ConnectionSettingFailure) {
        let certificateText = try Self.text(of: certificate)
        guard certificateText.contains("-----BEGIN CERTIFICATE-----") else {
            throw .unreadableClientCertificate(path: certificate.path, reason: "no PEM certificate in it")
        }
        let keyFile = key ?? certificate
        let keyText = key == nil ? certificateText : try Self.text(of: keyFile)
        guard keyText.contains("PRIVATE KEY-----") else {
            throw .unreadableClientCertificate(path: keyFile.path, reason: "no PEM private key in it")
        }
        let encrypted = keyText.contains("ENCRYPTED PRIVATE KEY-----") || keyText.contains("Proc-Type: 4,ENCRYPTED")
        if encrypted, passphrase == nil {
            throw .unreadableClientCertificate(
                path: keyFile.path, reason: "the key is encrypted and no passphrase was given")
        }
        self.format = .pem
        self.certificate = certificate
        self.key = key
        self.passphrase = passphrase
        bundle = nil
    }

    /// A certificate and key in a PKCS #12 bundle, checked now.
    ///
    /// - Parameters:
    ///   - bundle: A PKCS #12 (`.p12`, `.pfx`) file.
    ///   - passphrase: What opens the bundle (empty for none).
    /// - Throws: ``ConnectionSettingFailure/unreadableClientCertificate(path:reason:)`` when the file is missing,
    ///   unreadable or not PKCS #12 (DER).
    public init(pkcs12 bundle: URL, passphrase: String) throws(ConnectionSettingFailure) {
        let data: Data
        switch TrustFile.contents(of: bundle) {
        case .success(let contents): data = contents
        case .failure(let refusal): throw .unreadableClientCertificate(path: bundle.path, reason: refusal.reason)
        }
        // A PKCS #12 file is one DER SEQUENCE; PEM text or an empty file is not.
        guard data.first == 0x30, data.count > 4 else {
            throw .unreadableClientCertificate(path: bundle.path, reason: "not a PKCS #12 (DER) bundle")
        }
        format = .pkcs12
        certificate = bundle
        key = nil
        self.passphrase = passphrase
        self.bundle = data
    }

    /// The file as text, or the refusal naming it.
    private static func text(of url: URL) throws(ConnectionSettingFailure) -> String {
        switch TrustFile.contents(of: url) {
        case .success(let data):
            guard let text = String(data: data, encoding: .utf8) else {
                throw .unreadableClientCertificate(path: url.path, reason: "the file is not PEM text")
            }
            return text
        case .failure(let refusal):
            throw .unreadableClientCertificate(path: url.path, reason: refusal.reason)
        }
    }

    /// The files, their format and whether a passphrase is set — never the passphrase.
    public var description: String {
        let files = key.map { "\(certificate.path) with key \($0.path)" } ?? certificate.path
        let kind = format == .pem ? "PEM" : "PKCS #12"
        return "client certificate \(files) (\(kind)\(passphrase == nil ? "" : ", passphrase set"))"
    }

    /// The same as ``description``: the passphrase is never shown.
    public var debugDescription: String { description }

    /// What `dump` and the debugger show: the description, never the passphrase.
    public var customMirror: Mirror { Mirror(self, children: ["description": description]) }
}
