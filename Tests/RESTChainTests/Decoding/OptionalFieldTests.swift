// OptionalField: a wrapped optional reads a missing key as nil and leaves the key out when nil.
import Foundation
import RESTChain
import Testing

struct OptionalFieldTests {
    /// A number sent as a JSON number or as text, the way a face's own wrapper reads a field.
    @propertyWrapper
    struct TextualNumber: OptionalField, Equatable {
        var wrappedValue: Int?

        init(wrappedValue: Int?) { self.wrappedValue = wrappedValue }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            wrappedValue = container.decodeNil() ? nil : Int(try container.decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue.map(String.init))
        }
    }

    struct Model: Codable, Equatable {
        @TextualNumber var count: Int?
        var name: String
    }

    @Test(arguments: [#"{"name": "a"}"#, #"{"name": "a", "count": null}"#])
    func `a missing or null key decodes as nil`(json: String) throws {
        let model = try JSONDecoder().decode(Model.self, from: Data(json.utf8))
        #expect(model.count == nil && model.name == "a")
    }

    @Test func `a present key is read the wrapper's way`() throws {
        let model = try JSONDecoder().decode(Model.self, from: Data(#"{"name": "a", "count": "42"}"#.utf8))
        #expect(model.count == 42)
    }

    @Test func `nil leaves the key out and a value is written the wrapper's way`() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let empty = String(decoding: try encoder.encode(Model(count: nil, name: "a")), as: UTF8.self)
        let full = String(decoding: try encoder.encode(Model(count: 7, name: "a")), as: UTF8.self)
        #expect(empty == #"{"name":"a"}"#)
        #expect(full == #"{"count":"7","name":"a"}"#)
    }
}
