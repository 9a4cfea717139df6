// SubjectPublicKeyInfo: the DER a public key is pinned by, rebuilt from the raw key a platform hands out.
import Foundation

/// The kind of a public key, as far as its `SubjectPublicKeyInfo` needs it.
enum PublicKeyAlgorithm: Sendable, Equatable {
    /// RSA of any size; the raw key is its PKCS #1 `RSAPublicKey` DER.
    case rsa
    /// An elliptic-curve key on P-256, P-384 or P-521 (by `bits`); the raw key is its uncompressed X9.63 point.
    case ellipticCurve(bits: Int)
}

/// Builds the DER `SubjectPublicKeyInfo` (RFC 5280 §4.1.2.7) of a raw public key: what curl hashes for a pin.
///
/// Apple's Security framework hands out a key without its algorithm header (`SecKeyCopyExternalRepresentation`);
/// OpenSSL and curl digest the whole structure, so the header for the key's type and curve is put back here.
enum SubjectPublicKeyInfo {
    /// The DER of `key` of kind `algorithm`; `nil` when the key cannot be of that kind (an unknown curve, a point
    /// of the wrong length, an RSA key that is not a DER sequence).
    static func der(key: [UInt8], algorithm: PublicKeyAlgorithm) -> [UInt8]? {
        let identifier: [UInt8]
        switch algorithm {
        case .rsa:
            guard key.first == 0x30 else { return nil }
            // rsaEncryption (1.2.840.113549.1.1.1) with NULL parameters.
            identifier = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00]
        case .ellipticCurve(let bits):
            guard let curve = curves[bits], key.count == 1 + 2 * ((bits + 7) / 8), key.first == 0x04 else {
                return nil
            }
            // id-ecPublicKey (1.2.840.10045.2.1) on the named curve.
            identifier = [0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01] + curve
        }
        return element(0x30, element(0x30, identifier) + element(0x03, [0x00] + key))
    }

    /// The object identifiers of the named curves, by key size: prime256v1, secp384r1, secp521r1.
    private static let curves: [Int: [UInt8]] = [
        256: [0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07],
        384: [0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x22],
        521: [0x06, 0x05, 0x2B, 0x81, 0x04, 0x00, 0x23],
    ]

    /// A DER element: its tag, its length (short form below 128, long form above), its content.
    private static func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
        var length = [UInt8]()
        if content.count < 0x80 {
            length = [UInt8(content.count)]
        } else {
            var count = content.count
            while count > 0 {
                length.insert(UInt8(truncatingIfNeeded: count), at: 0)
                count >>= 8
            }
            length.insert(0x80 | UInt8(length.count), at: 0)
        }
        return [tag] + length + content
    }
}
