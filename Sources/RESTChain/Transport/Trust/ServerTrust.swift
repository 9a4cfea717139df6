// ServerTrust: which servers a transport trusts over TLS — the system's authorities, extra ones, pinned keys.
import Foundation

/// Which servers a transport trusts over TLS: the system's certificate authorities always, the authorities of
/// ``additionalCertificateAuthorities`` as well, and, when ``pinnedPublicKeys`` is not empty, only a server whose
/// certificate carries one of those public keys; or, with ``acceptsAnyCertificate``, any server.
///
/// Both ``CurlTransport`` and ``URLSessionTransport`` (on Apple platforms) take it when they are made, with the
/// same spelling, `try CurlTransport(serverTrust: trust)` and `try URLSessionTransport(serverTrust: trust)`; both
/// refuse an authority file they cannot use right there, with ``ServerTrustFailure``, and check servers the same
/// way: a connection it refuses fails with `URLError(.serverCertificateUntrusted)`.
///
/// ```swift
/// let trust = ServerTrust(
///     additionalCertificateAuthorities: URL(fileURLWithPath: "/etc/myapp/internal-ca.pem"),
///     pinnedPublicKeys: [try PublicKeyPin(serverKeyPin)])
/// let transport = try CurlTransport(serverTrust: trust)
/// ```
///
/// <doc:TrustingServers> says what is checked and what fails how.
public struct ServerTrust: Sendable, Hashable {
    /// A PEM file of certificate authorities to trust besides the system's; `nil` (the system's only) by default.
    public var additionalCertificateAuthorities: URL?
    /// Public keys the server's own certificate must carry one of; empty (no pinning) by default.
    public var pinnedPublicKeys: [PublicKeyPin]

    /// Whether every server's certificate is accepted unchecked, as `curl --insecure` does: `false` by default.
    ///
    /// Only for a test server with a certificate of its own on a machine you control: the connection is encrypted
    /// but anyone on the way can pose as the server. Pinned keys are still checked. ``CurlTransport`` honours it;
    /// ``URLSessionTransport`` refuses it with ``ServerTrustFailure/unsupported(reason:)``.
    public var acceptsAnyCertificate = false

    /// Trust as the system decides: its certificate authorities, no pinned key.
    public static let system = ServerTrust()

    /// Creates a trust setting.
    ///
    /// - Parameters:
    ///   - additionalCertificateAuthorities: A PEM file of certificate authorities to trust as well.
    ///   - pinnedPublicKeys: Public keys one of which the server's certificate must carry.
    public init(additionalCertificateAuthorities: URL? = nil, pinnedPublicKeys: [PublicKeyPin] = []) {
        self.additionalCertificateAuthorities = additionalCertificateAuthorities
        self.pinnedPublicKeys = pinnedPublicKeys
    }

    /// Whether this is the system's trust alone: no extra authority and no pinned key.
    public var isSystemOnly: Bool {
        additionalCertificateAuthorities == nil && pinnedPublicKeys.isEmpty && !acceptsAnyCertificate
    }
}
