// WordPress.Meta: registered metadata, which PHP sends as `[]` when empty and as an object otherwise.
import Foundation
import RESTChain

extension WordPress {
    /// The `meta` member of a resource: only the keys registered with `show_in_rest`, as arbitrary JSON.
    ///
    /// WordPress sends `[]` when nothing is registered (PHP's empty array) and an object otherwise, such as
    /// `{"persisted_preferences": []}` for a user. Both decode; an empty value encodes back as `[]`.
    /// ```swift
    /// let footnotes = post.meta?["footnotes"]?.stringValue
    /// ```
    public struct Meta: Codable, Sendable, Equatable, ExpressibleByDictionaryLiteral {
        /// The metadata by key.
        public var values: [String: JSONValue]

        /// Creates metadata from values.
        public init(_ values: [String: JSONValue] = [:]) {
            self.values = values
        }

        /// Creates metadata from a literal; a later duplicate key wins.
        public init(dictionaryLiteral elements: (String, JSONValue)...) {
            self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
        }

        /// The value of `key`, if registered and sent.
        public subscript(key: String) -> JSONValue? {
            get { values[key] }
            set { values[key] = newValue }
        }

        /// Whether there is no metadata.
        public var isEmpty: Bool { values.isEmpty }

        /// Decodes an object, or an empty array as no metadata.
        ///
        /// - Throws: `DecodingError.dataCorrupted` for a non-empty array or a scalar.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let object = try? container.decode([String: JSONValue].self) {
                values = object
            } else if let list = try? container.decode([JSONValue].self), list.isEmpty {
                values = [:]
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "meta is neither an object nor []")
            }
        }

        /// Encodes the object, or `[]` when empty, as WordPress does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if values.isEmpty {
                try container.encode([JSONValue]())
            } else {
                try container.encode(values)
            }
        }
    }
}
