// PublicKeyPinTests: pins read as curl writes them, and every other text refused with a typed one-line error.
import Foundation
import Testing

@testable import RESTChain

struct PublicKeyPinTests {
    private let digest = Data((0..<32).map { UInt8($0 * 7 % 256) }).base64EncodedString()

    @Test func `a sha256 pin is read and written back as curl spells it`() throws {
        let pin = try PublicKeyPin("sha256//" + digest)
        #expect(pin.description == "sha256//" + digest)
        #expect(pin.digest == (0..<32).map { UInt8($0 * 7 % 256) })
        #expect(try PublicKeyPin("sha256//" + digest) == pin)
    }

    @Test(arguments: [
        "", "sha256//", "sha1//" + Data(repeating: 1, count: 20).base64EncodedString(),
        Data(repeating: 1, count: 32).base64EncodedString(),
        "SHA256//" + Data(repeating: 1, count: 32).base64EncodedString(),
        "sha256//" + Data(repeating: 1, count: 31).base64EncodedString(),
        "sha256//" + Data(repeating: 1, count: 33).base64EncodedString(),
        "sha256//" + Data(repeating: 1, count: 32).base64EncodedString() + ";sha256//"
            + Data(repeating: 2, count: 32).base64EncodedString(),
        "sha256//not base64 at all, not 32 bytes", "/etc/ssl/server-key.pem",
        "sha256//\n" + String(repeating: "A", count: 200),
    ])
    func `anything else is refused with a one-line error`(text: String) {
        #expect(throws: ServerTrustFailure.malformedPin(text)) { try PublicKeyPin(text) }
        let message = ServerTrustFailure.malformedPin(text).description
        #expect(!message.contains("\n"))
        #expect(message.hasPrefix("not a public-key pin:"))
        #expect(message.count < 220)
    }
}
