// RESTChain's JSON reader where it takes shortcuts: key searches that start where the last one ended, arrays read
// straight from the tape, strings scanned eight bytes at a time. Each must end exactly as Foundation's JSONDecoder.
import Foundation
import Testing

@testable import RESTChain

struct TapeDecoderLookupTests {
    /// Reads its object as a model with odd habits would: keys out of the document's order, one key twice, keys
    /// that are not there, a nested object with the same key names, and the same object again through a second
    /// container of another key type (as `Equipment` reads its details).
    struct Wandering: Decodable, Equatable {
        let values: [Int]
        let inner: [Int]
        let again: Int?
        let absent: Bool

        enum Keys: String, CodingKey { case a, b, c, d, inner, missing }
        enum Other: String, CodingKey { case d, a, nope }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            var values = [
                try container.decode(Int.self, forKey: .d), try container.decode(Int.self, forKey: .b),
                try container.decode(Int.self, forKey: .c), try container.decode(Int.self, forKey: .a),
            ]
            absent = !container.contains(.missing)
            values.append(try container.decode(Int.self, forKey: .b))
            let nested = try container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            inner = [try nested.decode(Int.self, forKey: .b), try nested.decode(Int.self, forKey: .a)]
            values.append(try container.decode(Int.self, forKey: .c))
            let other = try decoder.container(keyedBy: Other.self)
            values.append(try other.decode(Int.self, forKey: .a))
            values.append(try other.decode(Int.self, forKey: .d))
            again = try other.decodeIfPresent(Int.self, forKey: .nope)
            self.values = values
        }
    }

    @Test func `keys asked in any order, twice or not there are found as Foundation finds them`() {
        for json in [
            #"{"a":1,"b":2,"c":3,"d":4,"inner":{"a":5,"b":6}}"#,
            #"{"d":4,"c":3,"inner":{"b":6,"a":5,"c":0},"b":2,"a":1}"#,
            #"{"inner":{"a":5,"b":6,"d":{"a":9}},"c":3,"a":1,"d":4,"b":2,"nope":7}"#,
            #"{"b":2,"inner":{"a":5,"b":6},"a":1,"missing":null,"c":3,"d":4}"#,
            #"[{"a":1,"b":2,"c":3,"d":4,"inner":{"a":5,"b":6}},{"d":1,"c":2,"b":3,"a":4,"inner":{"b":1,"a":2}}]"#,
            #"{"a":1,"b":2,"c":3,"inner":{"a":5,"b":6,"d":8}}"#,
            #"{"a":1,"b":"2","c":3,"d":4,"inner":{"a":5,"b":6}}"#,
        ] {
            let data = Data(json.utf8)
            expectParity(Wandering.self, data)
            expectParity([Wandering].self, data)
        }
        #expect(expectParity(Wandering.self, Data(#"{"d":4,"c":3,"inner":{"b":6,"a":5},"b":2,"a":1}"#.utf8)))
    }

    struct Question: Decodable, Equatable {
        let value: Int?
        enum CodingKeys: String, CodingKey { case value = "\u{037E}" }
    }

    @Test func `a name outside ASCII that equals an ASCII key is found as Foundation finds it`() {
        // U+037E GREEK QUESTION MARK is canonically equivalent to ";", so Swift's String calls them equal.
        for json in [#"{";":1}"#, #"{"a":0,";":1}"#, #"{"\u037e":1}"#, #"{"a":1}"#] {
            expectParity(Question.self, Data(json.utf8))
        }
    }

    struct Listed: Codable, Equatable {
        let numbers: [Int]
        let grid: [[Int?]]?
        let maps: [[String: Int]]?
    }

    @Test func `arrays read straight from the tape end as Foundation's`() {
        for json in [
            #"{"numbers":[]}"#, #"{"numbers":[1,2,3],"grid":[[],[null,1],[2]],"maps":[{},{"a":1}]}"#,
            #"{"numbers":null}"#, #"{"numbers":"1"}"#, #"{"numbers":{}}"#, #"{"numbers":[1,"2"]}"#,
            #"{"numbers":[1],"grid":[[1],[2.5]]}"#, #"{"numbers":[1],"grid":[null]}"#,
            #"{"numbers":[1],"grid":[[1],3]}"#, #"{"numbers":[1],"maps":[{"a":null}]}"#, #"{"numbers":[1,null]}"#,
        ] {
            let data = Data(json.utf8)
            expectParity(Listed.self, data, comparingErrors: !json.contains("maps"))
            expectParity([Listed].self, Data("[\(json),\(json)]".utf8), comparingErrors: !json.contains("maps"))
        }
        for json in ["[]", "[[]]", "[[1,2],[3]]", "null", "[null]", "[[null]]", "{}", "[1]", "[[1.5]]"] {
            expectParity([[Int]].self, Data(json.utf8))
            expectParity([[Int]?].self, Data(json.utf8))
            expectParity([Int?].self, Data(json.utf8))
        }
    }

    @Test func `strings with a special byte anywhere in the first eight-byte runs read as Foundation's`() {
        let specials = [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "\u{7F}", "\t", "\u{1F}", "😀", "/"]
        for special in specials {
            for offset in 0..<20 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 19 - offset)
                expectParity(String.self, Data("\"\(text)\"".utf8))
                expectParity([String: String].self, Data("{\"\(text)\":\"\(text)\"}".utf8), comparingErrors: false)
            }
        }
        // A string that ends, unterminated, inside an eight-byte run.
        for length in 0..<18 {
            expectParity(String.self, Data(("\"" + String(repeating: "x", count: length)).utf8))
        }
    }
}
