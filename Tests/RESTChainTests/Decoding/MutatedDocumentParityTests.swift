// Seeded random documents, and each with bytes flipped, inserted and deleted, decoded as with JSONDecoder.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct MutatedDocumentParityTests {
    struct Optionals: Codable, Equatable {
        let id: Int?
        let name: String?
        let ratio: Double?
        let values: [Double]?
        let child: JSONValue?
        let flag: Bool?
    }

    static let keys = ["id", "name", "ratio", "values", "child", "flag", "x", ""]
    static let strings = ["", "a", "é", "😀", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\\"", "\\u0000", "\\ud800"]

    /// A number the grammar allows, or nearly: any digits, fraction and exponent, from 0 to far past any range.
    static func number(_ random: inout SeededRandom) -> String {
        let digits = { (count: Int, random: inout SeededRandom) in
            String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
        }
        var text = Bool.random(using: &random) ? "-" : ""
        text +=
            Int.random(in: 0..<3, using: &random) == 0 ? "0" : digits(Int.random(in: 1..<22, using: &random), &random)
        if Bool.random(using: &random) { text += "." + digits(Int.random(in: 1..<20, using: &random), &random) }
        if Bool.random(using: &random) {
            let exponent = [Int.random(in: -9...9, using: &random), Int.random(in: -420...420, using: &random)]
            text +=
                ["e", "E", "e+", "e-"].randomElement(using: &random)!
                + "\(abs(exponent.randomElement(using: &random)!))"
        }
        return text
    }

    static func document(_ random: inout SeededRandom, depth: Int = 0) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
        case 0, 1: return number(&random)
        case 2: return "\"\(strings.randomElement(using: &random)!)\""
        case 3: return ["true", "false", "null"].randomElement(using: &random)!
        case 4:
            let elements = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                Bool.random(using: &random) ? number(&random) : document(&random, depth: depth + 1)
            }
            return "[" + elements.joined(separator: ",") + "]"
        default:
            let members = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                "\"\(keys.randomElement(using: &random)!)\":\(document(&random, depth: depth + 1))"
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    /// `bytes` with one byte's bit flipped, a byte inserted (JSON-significant or any) or a byte deleted.
    static func mutated(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return [UInt8(ascii: "0")] }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1:
            let significant = Array("{}[],:\" \\-+.eE019".utf8).randomElement(using: &random)!
            bytes.insert(Bool.random(using: &random) ? significant : UInt8.random(in: 0...255, using: &random), at: at)
        default: bytes.remove(at: at)
        }
        return bytes
    }

    @Test func `3 000 seeded random documents and 9 000 mutations decode as with JSONDecoder in four shapes`() {
        var random = SeededRandom(seed: 48)
        var tally = ParityTally()
        for _ in 0..<3_000 {
            let text =
                Bool.random(using: &random)
                ? "["
                    + (0..<Int.random(in: 1..<6, using: &random)).map { _ in Self.number(&random) }.joined(
                        separator: ",") + "]"
                : Self.document(&random)
            var variants = [Array(text.utf8)]
            for _ in 0..<3 { variants.append(Self.mutated(variants.randomElement(using: &random)!, &random)) }
            for bytes in variants {
                let data = Data(bytes)
                tally.compare(JSONValue.self, data)
                tally.compare(Optionals.self, data)
                tally.compare(Spelled<[Double]>.self, data)
                tally.compare([Int].self, data)
            }
        }
        tally.expectNoDisagreement(atLeast: 48_000)
    }
}
