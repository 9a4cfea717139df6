// Every string escape, surrogate, control character and broken UTF-8 sequence against JSONDecoder.
import Foundation
import Testing

@testable import RESTChain

struct StringParityTests {
    struct Named: Codable, Equatable {
        let name: String?
    }

    /// The bytes between the quotes, as a value, in an array, as a member and as a key.
    static func compareEverywhere(_ inner: [UInt8], in tally: inout ParityTally) {
        let quoted = [UInt8(ascii: "\"")] + inner + [UInt8(ascii: "\"")]
        let wrap = { (open: String, close: String) in Data(open.utf8) + Data(quoted) + Data(close.utf8) }
        tally.compare(String.self, Data(quoted))
        tally.compare(JSONValue.self, Data(quoted))
        tally.compare([String].self, wrap("[", ",\"x\"]"))
        tally.compare(Named.self, wrap("{\"name\":", "}"))
        tally.compare(JSONValue.self, wrap("{", ":1}"))
        tally.compare([String: Int].self, wrap("{\"k\":2,", ":1}"))
        tally.compare(Named.self, wrap("{", ":\"x\",\"name\":\"y\"}"))
    }

    static let escapes: [String] = {
        let simple = [#"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#]
        let controls = (0..<0x20).map { String(format: "\\u%04x", $0) } + ["\\u007F", "\\u007f"]
        let units = [
            "\\u0041", "\\u00e9", "\\u00E9", "\\u0000", "\\u2028", "\\uFFFE", "\\uffff", "\\uFEFF", "\\ud83d\\ude00",
            "\\uD83D\\uDE00", "\\uD83d\\uDe00", "\\udbff\\udfff", "\\ud800\\udc00", "\\ud800", "\\udc00", "\\udfff",
            "\\ud800\\u0041", "\\ud800\\ud800", "\\ude00\\ud83d", "\\ud800x", "\\ud800\\", "\\ud800\\u", "\\ud800\\n",
            "a\\ud83d\\ude00b", "\\u0061\\u0301", "e\\u0301",
        ]
        let invalid = [
            "\\x41", "\\U0041", "\\u12", "\\u12G4", "\\u", "\\'", "\\0", "\\a", "\\ ", "\\", "\\\\\\", "\\u+041",
            "\\u-041",
        ]
        return simple + controls + units + invalid + ["", "plain", "caf\u{E9}", "😀", "\u{10FFFF}", "\u{FFFF}"]
    }()

    @Test func `every escape, surrogate pair and lone surrogate reads as JSONDecoder reads it`() {
        var tally = ParityTally()
        for escape in Self.escapes {
            Self.compareEverywhere(Array(escape.utf8), in: &tally)
            Self.compareEverywhere(Array("ab\(escape)cd\(escape)".utf8), in: &tally)
        }
        tally.expectNoDisagreement(atLeast: 1_000)
    }

    static let rawBytes: [[UInt8]] = {
        let controls = (0..<0x20).map { [UInt8($0)] } + [[0x7F]]
        let valid: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xEF, 0xBB, 0xBF],
        ]
        let broken: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80], [0xE2, 0x82],
            [0xF0, 0x80, 0x80, 0xAF], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xFF, 0xFE],
        ]
        return controls + valid + broken
    }()

    @Test func `control characters and bytes that are not UTF-8 fail or read as with JSONDecoder`() {
        var tally = ParityTally()
        for bytes in Self.rawBytes {
            Self.compareEverywhere(bytes, in: &tally)
            Self.compareEverywhere(Array("abcdefghij".utf8) + bytes + Array("klmnopqrstuvwxyz".utf8), in: &tally)
        }
        tally.expectNoDisagreement(atLeast: 700)
    }
}
