// PublicKeyPin: the SHA-256 digest of a public key a server's certificate must carry, as curl spells it.
import Foundation

/// The SHA-256 digest of a server's public key — of its DER `SubjectPublicKeyInfo`, as `curl --pinnedpubkey`
/// computes it — written `sha256//` followed by the digest in base64.
///
/// Make the pin of a server's key with OpenSSL:
///
/// ```sh
/// openssl x509 -in server.pem -pubkey -noout | openssl pkey -pubin -outform DER \
///     | openssl dgst -sha256 -binary | base64
/// ```
public struct PublicKeyPin: Sendable, Hashable, CustomStringConvertible {
    /// The 32 bytes of the digest.
    let digest: [UInt8]

    /// Reads a pin written `sha256//` and the base64 of a 32-byte SHA-256 digest.
    ///
    /// - Throws: ``ServerTrustFailure/malformedPin(_:)`` for any other text (a digest of another length, another
    ///   hash, a file name, several pins joined by `;`).
    public init(_ text: String) throws(ServerTrustFailure) {
        let prefix = "sha256//"
        guard text.hasPrefix(prefix), let digest = Data(base64Encoded: String(text.dropFirst(prefix.count))),
            digest.count == 32
        else { throw .malformedPin(text) }
        self.digest = Array(digest)
    }

    /// The pin of the key whose DER `SubjectPublicKeyInfo` is `subjectPublicKeyInfo`.
    init(subjectPublicKeyInfo: [UInt8]) {
        digest = SHA256.bytes(subjectPublicKeyInfo)
    }

    /// The pin as curl takes it: `sha256//` and the base64 digest.
    public var description: String {
        "sha256//" + Data(digest).base64EncodedString()
    }
}
