// Container shapes against JSONDecoder: empty, deep, repeated keys, stray commas, whitespace, trailing bytes.
import Foundation
import Testing

@testable import RESTChain

struct ContainerParityTests {
    struct Optionals: Codable, Equatable {
        let a: Int?
        let b: [Double]?
        let c: [String: Int]?
        let d: JSONValue?
    }

    /// `json` as the model shapes a container can take.
    static func compareShapes(_ json: String, in tally: inout ParityTally) {
        tally.compare(JSONValue.self, json)
        tally.compare(Optionals.self, json)
        tally.compare([Int].self, json)
        tally.compare([[Int]].self, json)
        tally.compare(Spelled<[Double]>.self, json)
        tally.compare([Optionals].self, json)
        tally.compare([String: Int].self, json, comparingErrors: false)
        tally.compare([String: JSONValue].self, json, comparingErrors: false)
    }

    static let shapes: [String] = [
        "[]", "{}", "[[]]", "[{}]", "{\"a\":{}}", "{\"d\":[]}", "[[],[[]],[[[]]]]", "[1,[2,[3,[4]]]]",
        "[1,2,3]", "[1.5,-2,3e2]", "[null]", "[1,null]", "{\"a\":null}", "{\"b\":null,\"c\":{}}",
        // Repeated keys, spelled the same or differently.
        "{\"a\":1,\"a\":2}", "{\"a\":1,\"b\":[],\"a\":1}", "{\"c\":{\"k\":1,\"k\":2}}", "{\"a\":1,\"\\u0061\":2}",
        "{\"A\":1,\"a\":2}", "{\"\u{E9}\":1,\"e\u{301}\":2}", "{\"d\":{\"x\":1,\"x\":1}}", "[{\"a\":1},{\"a\":1}]",
        // Stray and missing punctuation.
        "[1,]", "[,1]", "[1,,2]", "[,]", "{\"a\":1,}", "{,\"a\":1}", "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{:1}",
        "{\"a\":1 \"b\":2}", "[1 2]", "[1:2]", "{\"a\",1}", "[", "]", "{", "}", "[[]", "[]]", "{\"a\":1}}", "[}", "{]",
        "{1:1}", "{a:1}", "{'a':1}", "[1];", "[1][2]", "{}{}", "[] []",
        // Whitespace JSON allows, and spaces it does not.
        " [ 1 , 2 ] ", "\t[\n1\r,\r\n2\t]\n", "{ \"a\" : 1 }", "\n\n{}\n\n", "[1]\n", "\u{C}[1]", "[1]\u{B}",
        "[\u{A0}1]", "[1\u{2028}]", "\u{FEFF}[1]", "[1]\u{0}", "\u{0}", "", " ", "/*c*/[1]", "[1]//c",
        // Top-level scalars.
        "1", "\"a\"", "true", "false", "null", "nul", "True", "1 2",
    ]

    @Test func `every container shape reads or fails as with JSONDecoder`() {
        var tally = ParityTally()
        for json in Self.shapes { Self.compareShapes(json, in: &tally) }
        tally.expectNoDisagreement(atLeast: 600)
    }

    /// Past Foundation's limit of 512 both refuse at once; just under it, a `JSONValue` takes seconds to decode
    /// through either, so 511 and 512 are left to `TapeDecoderTests`, which decodes them once.
    @Test(arguments: [1, 2, 64, 200, 513, 514, 1_000, 10_000])
    func `arrays and objects nested deep or past Foundation's limit read as with JSONDecoder`(depth: Int) {
        var tally = ParityTally()
        let arrays = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let objects = String(repeating: "{\"d\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let mixed = String(repeating: "[{\"d\":", count: depth / 2) + "[]" + String(repeating: "}]", count: depth / 2)
        for json in [arrays, objects, mixed, "[" + arrays + "," + objects + "]"] {
            tally.compare(JSONValue.self, json)
            tally.compare(Optionals.self, json)
            tally.compare([JSONValue].self, json)
        }
        tally.expectNoDisagreement(atLeast: 12)
    }
}
