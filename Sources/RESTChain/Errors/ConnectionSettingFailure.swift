// ConnectionSettingFailure: why a client certificate or a proxy setting was refused before any request was sent.
import Foundation

/// Why a ``ClientCertificate`` or a ``Proxy`` was refused; thrown when the value is made, before any request is
/// sent, so a wrong path or a mistyped proxy fails once, in one line, rather than every request later.
///
/// Neither a passphrase nor a proxy password ever appears in its text.
public enum ConnectionSettingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A certificate or key file that does not exist, cannot be read, or does not hold what it should.
    case unreadableClientCertificate(path: String, reason: String)
    /// A proxy that is not `http://`, `https://`, `socks5://` or `socks5h://`, a host and a port.
    case invalidProxy(reason: String)

    /// One line saying what was refused and why.
    public var description: String {
        switch self {
        case .unreadableClientCertificate(let path, let reason):
            "cannot use the client certificate in \(OneLine.escaped(path)): \(reason)"
        case .invalidProxy(let reason):
            "not a proxy: \(reason)"
        }
    }
}
