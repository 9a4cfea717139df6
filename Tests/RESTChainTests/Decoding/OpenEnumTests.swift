// OpenEnum: known constants, unknown values kept, literals, and a round trip through JSON.
import Foundation
import RESTChain
import Testing

private struct Tone: OpenEnum {
    let rawValue: String

    static let warm: Tone = "Warm"
    static let cold = Tone(rawValue: "Cold")
}

struct OpenEnumTests {
    @Test func `a known string decodes equal to its constant`() throws {
        let tones = try JSONDecoder().decode([Tone].self, from: Data(#"["Warm","Cold"]"#.utf8))
        #expect(tones == [.warm, .cold])
        #expect(tones.first?.description == "Warm")
    }

    @Test func `a string the set does not know decodes, differs from every constant and encodes back unchanged`()
        throws
    {
        let json = Data(#"{"tone":"Ultraviolet"}"#.utf8)
        let decoded = try JSONDecoder().decode([String: Tone].self, from: json)
        let tone = try #require(decoded["tone"])
        #expect(tone.rawValue == "Ultraviolet")
        #expect(tone != .warm && tone != .cold)
        #expect(try JSONEncoder().encode(decoded) == json)
    }

    @Test func `a value that is not a string fails with the coding path`() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode([Tone].self, from: Data("[1]".utf8))
        }
    }
}
