// RESTChain's own JSON decoding against Foundation's: the same value, never more lenient, Foundation's errors.
import Foundation
import Testing

@testable import RESTChain

struct TapeDecoderTests {
    struct Shape: Codable, Equatable {
        let id: Int
        let name: String?
        let ratio: Double?
        let tags: [String]?
        let nested: [String: [Int]]?
        let flag: Bool?
    }

    static let readByTheTape: [String] = [
        #"{"id":1}"#,
        #"{"id":-42,"name":"caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t","ratio":0.1}"#,
        #"{"id":9007199254740993,"name":"é😀 ünïcödé","ratio":1e-7,"tags":[],"nested":{},"flag":false}"#,
        #" { "id" : 3 , "tags" : [ "a" , "b" ] , "nested" : { "x" : [ 1 , 2 ] } , "flag" : true } "#,
        #"{"id":4,"ratio":-0.0,"name":null,"unknown":{"deep":[[[{"a":[]}]]]}}"#,
        #"{"id":5,"ratio":123456789012345678901234567890,"nested":{"k":[]}}"#,
        #"{"id":6,"ratio":2.2250738585072014e-308,"name":""}"#,
        #"{"id":7,"ratio":5e-324}"#,
    ]

    @Test(arguments: readByTheTape)
    func `the tape reads an ordinary document itself, to Foundation's value`(json: String) {
        #expect(expectParity(Shape.self, Data(json.utf8)))
        #expect(expectParity(JSONValue.self, Data(json.utf8)))
    }

    static let malformed: [String] = [
        "", " ", "nul", "tru", "falsey", "[1,]", "[,1]", "[1 2]", "{\"id\":1,}", "{\"id\" 1}", "{id:1}", "{'id':1}",
        "{\"id\":1} x", "{\"id\":1}}", "[1]]", "01", "-01", "1.", ".5", "-", "+1", "1e", "1e+", "0x10", "NaN",
        "Infinity", "-Infinity", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"",
        "\"a\u{01}b\"", "\"unterminated", "[\"a\"", "{\"a\":[1,{\"b\":}]}", "\u{FEFF}{\"id\":1}", "//c\n1",
        "{\"id\":1,\"id\":2}", "{\"a\":1,\"b\":{\"c\":2,\"c\":3}}", "{\"\\u0069d\":1}", "{\"i\\u0064\":1,\"id\":2}",
        "[1e400]", "[-1e400]", "{\"id\":1.0}", "{\"id\":0.95}", "{\"id\":1e2}", "{\"id\":-0}", "{\"id\":\"1\"}",
        "{\"id\":18446744073709551616}", "{\"id\":null}", "{\"id\":true}", "{\"id\":[]}", "{}", "[]", "null",
        "{\"id\":1,\"ratio\":\"1\"}", "{\"id\":1,\"tags\":[1]}", "{\"id\":1,\"nested\":{\"k\":[1.5]}}",
        "{\"id\":1,\"flag\":0}", "{\"id\":1,\"nested\":[]}", "{\"id\":1,\"name\":\"\\u0000\"}",
    ]

    @Test(arguments: malformed)
    func `a malformed or edge document fails or succeeds exactly as with Foundation`(json: String) {
        let data = Data(json.utf8)
        expectParity(Shape.self, data)
        expectParity(JSONValue.self, data)
        expectParity([Int].self, data)
        expectParity(Int.self, data)
        expectParity(Double.self, data)
        expectParity(String.self, data)
        expectParity([String: Int].self, data, comparingErrors: false)
    }

    @Test func `bytes that are not UTF-8 fail or succeed as with Foundation`() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xE2, 0x82, 0x22], [0x22, 0xC3, 0xA9, 0x22], [0xFF, 0xFE, 0x31, 0x00], [0x00, 0x31],
        ] {
            expectParity(String.self, Data(bytes))
            expectParity(JSONValue.self, Data(bytes))
        }
    }

    @Test func `a document nested 100 000 deep is refused with an error, never a crash`() throws {
        let deep = Data(String(repeating: "[", count: 100_000).utf8) + Data(String(repeating: "]", count: 100_000).utf8)
        #expect(JSONTape(deep) == nil)
        #expect(throws: RESTError.self) { try RESTResponse(statusCode: 200, body: deep).decode(type: JSONValue.self) }
        for depth in [511, 512, 513] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            expectParity(JSONValue.self, Data(nested.utf8))
        }
    }

    @Test func `numbers an integer type cannot hold exactly are Foundation's to judge`() {
        for json in [
            "300", "-129", "-1", "1.0", "1e2", "0.95", "-0", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "18446744073709551615", "1.5e300", "123456789012345678",
        ] {
            let data = Data(json.utf8)
            expectParity(Int8.self, data)
            expectParity(UInt8.self, data)
            expectParity(Int.self, data)
            expectParity(UInt.self, data)
            expectParity(Int64.self, data)
            expectParity(UInt64.self, data)
            expectParity(Float.self, data)
            expectParity(Double.self, data)
        }
    }

    struct Unusual: Codable, Equatable {
        let empty: Int
        let accented: Int?
        enum CodingKeys: String, CodingKey {
            case empty = ""
            case accented = "caf\u{E9}"
        }
    }

    @Test func `an empty key and a key outside ASCII are found as Foundation finds them`() {
        for json in [#"{"":1}"#, #"{"a":1}"#, #"{"":1,"café":2}"#, #"{"":1,"cafe\u0301":2}"#, #"{"":1,"caf\u00e9":2}"#]
        {
            expectParity(Unusual.self, Data(json.utf8))
        }
        #expect(expectParity(Unusual.self, Data(#"{"":1}"#.utf8)))
    }

    @Test func `special types decode to Foundation's values`() {
        expectParity(URL.self, Data(#""https://example.com/a%20b?c=d#e""#.utf8))
        expectParity(URL.self, Data(#""""#.utf8))
        expectParity(URL.self, Data(#""a b""#.utf8))
        expectParity(Date.self, Data("1.5".utf8))
        expectParity(Data.self, Data(#""AAA=""#.utf8))
        expectParity(Decimal.self, Data("1.5".utf8))
        expectParity([String: [String: Int]].self, Data(#"{"a":{"b":1},"c":{}}"#.utf8))
        expectParity([Int?].self, Data("[1,null,3]".utf8))
    }

    /// A value that keeps the coding path its decoder reports, rendered, with its children's.
    struct Located: Decodable, Equatable {
        let path: String
        let children: [Located]?
        let named: [String: Located]?

        init(from decoder: any Decoder) throws {
            path = DecodingFailure.render(decoder.codingPath)
            guard let container = try? decoder.container(keyedBy: TapeCodingKey.self) else {
                (children, named) = (nil, nil)
                return
            }
            children = try container.decodeIfPresent([Located].self, forKey: TapeCodingKey(stringValue: "list")!)
            named = try container.decodeIfPresent(
                [String: Located].self, forKey: TapeCodingKey(stringValue: "map")!)
        }
    }

    struct Leaf: Decodable, Equatable { let d: Int }
    struct Branch: Decodable, Equatable { let c: [Leaf] }
    struct Fork: Decodable, Equatable { let b: Branch }
    struct Trunk: Decodable, Equatable {
        let n: Int
        let a: [Fork]
    }

    @Test func `a coding path asked for mid-decoding, or of a failure deep down, is Foundation's`() throws {
        let located = #"{"x":[1,{"y":2}],"list":[{},{"map":{"k":{"list":[3,{}]}}},7],"map":{"z":{}}}"#
        #expect(expectParity(Located.self, Data(located.utf8)))
        let deep = Data(#"{"n":1,"a":[{"b":{"c":[]}},{"x":[1,{}],"b":{"c":[{"d":1},{"d":"two"}]}}]}"#.utf8)
        let foundation = try #require(Result { try JSONDecoder().decode(Trunk.self, from: deep) }.failure)
        let tape = try #require(tapeOutcome(Trunk.self, deep)?.failure)
        let path = { (error: any Error) in
            (error as? DecodingError).map { DecodingFailure($0, body: Data()).codingPath }
        }
        #expect(path(tape) == "a[1].b.c[1].d")
        #expect(path(tape) == path(foundation))
    }
}
