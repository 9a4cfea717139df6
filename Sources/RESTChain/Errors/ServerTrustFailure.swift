// ServerTrustFailure: why a server-trust setting was refused before any request was sent.
import Foundation

/// Why a ``ServerTrust`` setting was refused; thrown when the setting is made or a transport is created with it,
/// before any request is sent.
public enum ServerTrustFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A pin that is not `sha256//` and the base64 of a 32-byte digest.
    case malformedPin(String)
    /// The file of extra certificate authorities could not be read or holds no PEM certificate.
    case unreadableCertificateAuthorities(path: String, reason: String)
    /// The transport cannot honour the setting on this platform; the reason names one that can.
    case unsupported(reason: String)

    /// One line saying what was refused and why.
    public var description: String {
        switch self {
        case .malformedPin(let text):
            let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
            return "not a public-key pin: \"\(OneLine.escaped(shown))\" "
                + "(expected sha256// and the base64 SHA-256 digest of a public key)"
        case .unreadableCertificateAuthorities(let path, let reason):
            return "cannot use the certificate authorities in \(OneLine.escaped(path)): \(reason)"
        case .unsupported(let reason):
            return reason
        }
    }
}
