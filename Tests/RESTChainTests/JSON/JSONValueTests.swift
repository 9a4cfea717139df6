// JSONValue: decoding, encoding, subscripts and literals.
import Foundation
import RESTChain
import Testing

struct JSONValueTests {
    @Test func `booleans stay booleans and numbers stay numbers`() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"a":true,"b":1,"c":1.5,"d":null}"#.utf8))
        #expect(value["a"] == .bool(true))
        #expect(value["b"] == .number(1))
        #expect(value["c"]?.doubleValue == 1.5)
        #expect(value["d"]?.isNull == true)
        let text = String(decoding: try JSONEncoder().encode(value["a"]), as: UTF8.self)
        #expect(text == "true")
    }

    @Test func `subscripts reach into objects and arrays and return nil outside them`() throws {
        let value: JSONValue = ["users": [["name": "Ann"], ["name": "Bob"]]]
        #expect(value["users"]?[1]?["name"]?.stringValue == "Bob")
        #expect(value["users"]?[2] == nil)
        #expect(value[0] == nil)
        #expect(value["users"]?["name"] == nil)
    }

    @Test func `a document round-trips through Codable unchanged`() throws {
        let value: JSONValue = ["id": 7, "tags": ["a", "b"], "ok": false, "ratio": 0.25, "none": nil]
        let decoded = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
        #expect(value.description == #"{"id":7,"none":null,"ok":false,"ratio":0.25,"tags":["a","b"]}"#)
    }

    @Test func `typed accessors refuse the wrong kind`() {
        let number: JSONValue = 2.5
        #expect(number.intValue == nil)
        #expect(number.stringValue == nil)
        #expect(JSONValue.number(3).intValue == 3)
        #expect(JSONValue.bool(true).parameterText == "true")
        #expect(JSONValue.array([1, 2]).parameterText == "1,2")
    }
}
