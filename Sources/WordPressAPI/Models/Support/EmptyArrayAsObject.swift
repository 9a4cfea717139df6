// Object members PHP sends as `[]` when empty: read as an empty dictionary.
import Foundation
import RESTChain

extension KeyedDecodingContainer {
    /// Decodes an optional JSON object member, reading `[]` (PHP's empty array for an empty object) as `[:]`.
    ///
    /// The models' synthesized decoding picks this overload for their `[String: Value]?` properties; it is
    /// internal, so it changes nothing outside this module.
    func decodeIfPresent<Value: Decodable>(_ type: [String: Value].Type, forKey key: Key) throws -> [String: Value]? {
        if let empty = try? decodeIfPresent([JSONValue].self, forKey: key), empty.isEmpty { return [:] }
        return try decodeIfPresent(WordPress.KeyedObject<Value>.self, forKey: key)?.members
    }
}

extension WordPress {
    /// A JSON object of `Value`s by key, such as `/types` or `/menu-locations`, that also accepts `[]`: PHP sends
    /// an empty object as an empty array.
    ///
    /// ```swift
    /// let locations = try await wp.get(endpoint: .menuLocations)
    ///     .decode(type: WordPress.KeyedObject<WordPress.MenuLocation>.self)
    /// ```
    public struct KeyedObject<Value: Decodable>: Decodable {
        /// The members, by key.
        public var members: [String: Value]

        /// Decodes an object, or an empty array as no members.
        ///
        /// - Throws: `DecodingError` when the value is neither an object of `Value`s nor an empty array.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let empty = try? container.decode([JSONValue].self), empty.isEmpty {
                members = [:]
            } else {
                members = try container.decode([String: Value].self)
            }
        }

        /// The member for `key`.
        public subscript(key: String) -> Value? { members[key] }
    }
}

extension WordPress.KeyedObject: Sendable where Value: Sendable {}
