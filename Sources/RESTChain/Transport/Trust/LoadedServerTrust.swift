// LoadedServerTrust: a ServerTrust made ready to check a server — its authorities read, its pins in a set.
import Foundation

/// A ``ServerTrust`` ready for a platform that checks trust itself (Apple's Security framework): the extra
/// authorities read once, when the transport is made, and the pins matched against a server's key.
struct LoadedServerTrust: Sendable {
    /// The DER of each extra certificate authority, trusted beside the system's.
    let anchors: [Data]
    /// The pins; empty when any key the chain of trust accepts will do.
    let pins: Set<PublicKeyPin>

    /// Reads the authorities of `trust`.
    ///
    /// - Throws: ``ServerTrustFailure/unreadableCertificateAuthorities(path:reason:)``.
    init(_ trust: ServerTrust) throws(ServerTrustFailure) {
        anchors =
            try trust.additionalCertificateAuthorities.map { url throws(ServerTrustFailure) in
                try PEMCertificates.read(url)
            } ?? []
        pins = Set(trust.pinnedPublicKeys)
    }

    /// The error of a connection whose server this trust refused, as ``CurlTransport`` names it.
    static func untrusted(_ url: URL?) -> URLError {
        URLError(.serverCertificateUntrusted, userInfo: url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
    }

    /// Whether the server's own key — raw, as the platform hands it out, of kind `algorithm` — is pinned (or
    /// nothing is). A key whose `SubjectPublicKeyInfo` cannot be rebuilt matches no pin.
    func acceptsServerKey(_ key: [UInt8], algorithm: PublicKeyAlgorithm) -> Bool {
        guard !pins.isEmpty else { return true }
        guard let info = SubjectPublicKeyInfo.der(key: key, algorithm: algorithm) else { return false }
        return pins.contains(PublicKeyPin(subjectPublicKeyInfo: info))
    }
}
