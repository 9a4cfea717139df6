// SubjectPublicKeyInfoTests: a raw key, as Apple hands it out, rebuilt into the DER openssl writes and pinned as
// curl pins it — for RSA and EC keys of every supported size, made by openssl in the test.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

@Suite(.serialized)
struct SubjectPublicKeyInfoTests {
    static let keys: [(spec: String, algorithm: PublicKeyAlgorithm)] = [
        ("rsa:2048", .rsa), ("rsa:3072", .rsa), ("rsa:4096", .rsa),
        ("ec:P-256", .ellipticCurve(bits: 256)), ("ec:P-384", .ellipticCurve(bits: 384)),
        ("ec:P-521", .ellipticCurve(bits: 521)),
    ]

    @Test(arguments: keys.indices)
    func `the rebuilt DER is openssl's and its pin is curl's`(index: Int) throws {
        let (spec, algorithm) = Self.keys[index]
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey(spec, in: "key.pem")
        let raw = try openssl.rawPublicKey(ofKey: "key.pem", rsa: algorithm == .rsa)
        let rebuilt = try #require(SubjectPublicKeyInfo.der(key: raw, algorithm: algorithm))
        #expect(rebuilt == (try openssl.subjectPublicKeyInfo(ofKey: "key.pem")))
        #expect(PublicKeyPin(subjectPublicKeyInfo: rebuilt).description == (try openssl.pin(ofKey: "key.pem")))
    }

    @Test(arguments: keys.indices)
    func `a loaded trust accepts the pinned key and refuses another of the same kind`(index: Int) throws {
        let (spec, algorithm) = Self.keys[index]
        let openssl = try OpenSSL()
        defer { openssl.remove() }
        try openssl.makeKey(spec, in: "pinned.pem")
        try openssl.makeKey(spec, in: "other.pem")
        let isRSA = algorithm == .rsa
        let trust = try LoadedServerTrust(
            ServerTrust(pinnedPublicKeys: [try PublicKeyPin(try openssl.pin(ofKey: "pinned.pem"))]))
        #expect(trust.acceptsServerKey(try openssl.rawPublicKey(ofKey: "pinned.pem", rsa: isRSA), algorithm: algorithm))
        #expect(!trust.acceptsServerKey(try openssl.rawPublicKey(ofKey: "other.pem", rsa: isRSA), algorithm: algorithm))
        #expect(try LoadedServerTrust(.system).acceptsServerKey([], algorithm: algorithm))
    }

    @Test func `a key that cannot be of its stated kind has no DER and matches no pin`() throws {
        let point = [UInt8(0x04)] + [UInt8](repeating: 9, count: 64)
        #expect(SubjectPublicKeyInfo.der(key: point, algorithm: .ellipticCurve(bits: 256)) != nil)
        #expect(SubjectPublicKeyInfo.der(key: point, algorithm: .ellipticCurve(bits: 384)) == nil)
        #expect(SubjectPublicKeyInfo.der(key: point, algorithm: .ellipticCurve(bits: 255)) == nil)
        #expect(SubjectPublicKeyInfo.der(key: [0x02] + point.dropFirst(), algorithm: .ellipticCurve(bits: 256)) == nil)
        #expect(SubjectPublicKeyInfo.der(key: point, algorithm: .rsa) == nil)
        #expect(SubjectPublicKeyInfo.der(key: [], algorithm: .rsa) == nil)
        let pinned = try LoadedServerTrust(
            ServerTrust(pinnedPublicKeys: [
                try PublicKeyPin("sha256//" + Data(repeating: 3, count: 32).base64EncodedString())
            ]))
        #expect(!pinned.acceptsServerKey(point, algorithm: .ellipticCurve(bits: 384)))
    }
}
