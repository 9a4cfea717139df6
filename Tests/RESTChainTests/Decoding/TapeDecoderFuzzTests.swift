// The tape against Foundation on seeded random documents, mutated ones, and errors a model catches itself.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct TapeDecoderFuzzTests {
    struct Record: Codable, Equatable {
        let a: Int
        let b: String?
        let c: [Double]?
        let d: [String: Record]?
    }

    static let keys = ["a", "b", "c", "d", "é", "id", ""]
    static let strings = ["", "x", "é", "😀", "\\n", "\\u00e9", "\\ud83d\\ude00", "a\\\"b", "\\u0000", "\\ud800"]
    static let numbers = [
        "0", "-0", "1", "-1", "42", "0.5", "-2.5e3", "1E-2", "1e308", "1e309", "3.141592653589793238", "255", "256",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "01", "1.", "00",
    ]

    static func document(_ random: inout SeededRandom, depth: Int = 0) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
        case 0: return numbers.randomElement(using: &random)!
        case 1: return "\"\(strings.randomElement(using: &random)!)\""
        case 2: return ["true", "false", "null"].randomElement(using: &random)!
        case 3: return numbers.randomElement(using: &random)!
        case 4:
            let count = Int.random(in: 0..<4, using: &random)
            return "[" + (0..<count).map { _ in document(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let count = Int.random(in: 0..<5, using: &random)
            let members = (0..<count).map { _ in
                "\"\(keys.randomElement(using: &random)!)\":\(document(&random, depth: depth + 1))"
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    /// `text` with one byte dropped, doubled or replaced by a JSON-significant one.
    static func mutated(_ text: String, _ random: inout SeededRandom) -> Data {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return Data() }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(bytes[at], at: at)
        default: bytes[at] = Array("{}[],:\" \\-.e0".utf8).randomElement(using: &random)!
        }
        return Data(bytes)
    }

    @Test func `4 000 random documents and their mutations decode as with Foundation`() {
        var random = SeededRandom(seed: 34)
        var readByTheTape = 0
        for _ in 0..<4_000 {
            let text = Self.document(&random)
            for data in [
                Data(text.utf8), Self.mutated(text, &random), Data(("{\"a\":1,\"d\":{\"k\":" + text + "}}").utf8),
            ] {
                if expectParity(JSONValue.self, data) { readByTheTape += 1 }
                expectParity(Record.self, data, comparingErrors: false)
                expectParity([Record].self, data, comparingErrors: false)
                expectParity([String: Int].self, data, comparingErrors: false)
                expectParity([Double].self, data)
                expectParity(String.self, data)
            }
        }
        // Most well-formed documents are read by the tape itself, not handed back to Foundation.
        #expect(readByTheTape > 4_000)
    }

    /// A model that catches what decoding `Value` throws and keeps its description, as some models do.
    struct Caught<Value: Decodable>: Decodable, Equatable {
        let outcome: String
        init(from decoder: any Decoder) throws {
            do {
                _ = try Value(from: decoder)
                outcome = "read"
            } catch {
                outcome = "\(error)"
            }
        }
    }

    struct Nested: Decodable {
        enum CodingKeys: String, CodingKey { case x, y }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .x)
            var list = try container.nestedUnkeyedContainer(forKey: .y)
            _ = try list.decode(Int.self)
            _ = try list.nestedContainer(keyedBy: CodingKeys.self)
            _ = try list.nestedUnkeyedContainer()
            _ = try list.decode(String.self)
        }
    }

    static let caught: [String] = [
        "{}", "[]", "null", "1", "\"s\"", #"{"x":1}"#, #"{"x":null}"#, #"{"x":{}}"#, #"{"x":{},"y":{}}"#,
        #"{"x":{},"y":null}"#, #"{"x":{},"y":[]}"#, #"{"x":{},"y":["1"]}"#, #"{"x":{},"y":[null]}"#,
        #"{"x":{},"y":[1]}"#, #"{"x":{},"y":[1,2]}"#, #"{"x":{},"y":[1,null]}"#, #"{"x":{},"y":[1,{},3]}"#,
        #"{"x":{},"y":[1,{},[],4]}"#, #"{"x":{},"y":[1,{},[]]}"#, #"{"x":{},"y":[1,{},[],null]}"#,
    ]

    @Test(arguments: caught)
    func `an error a model catches itself reads as Foundation's`(json: String) {
        let data = Data(json.utf8)
        #expect(expectParity(Caught<Nested>.self, data))
        expectParity(Caught<Record>.self, data)
        expectParity(Caught<[Record]>.self, data)
        // Not `Caught<[String: Int]>`: Foundation reports whichever failing member its dictionary visits first,
        // which differs between two of its own decodings.
        expectParity(Caught<[Int]>.self, data)
        expectParity(Caught<Int>.self, data)
        expectParity(Caught<String>.self, data)
        expectParity(Caught<Bool>.self, data)
        expectParity(Caught<Double>.self, data)
    }
}
