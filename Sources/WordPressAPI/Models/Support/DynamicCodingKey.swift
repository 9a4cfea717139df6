// WordPress.DynamicCodingKey: a coding key made from any string, for objects whose member names vary.
import Foundation
import RESTChain

extension WordPress {
    /// A coding key for any member name: used where WordPress objects carry open-ended members.
    struct DynamicCodingKey: CodingKey, Hashable {
        /// The member name.
        let stringValue: String
        /// Always `nil`: WordPress objects are keyed by strings.
        var intValue: Int? { nil }

        /// Creates the key for `stringValue`.
        init(stringValue: String) {
            self.stringValue = stringValue
        }

        /// Creates the key for the decimal spelling of `intValue`.
        init?(intValue: Int) {
            self.stringValue = String(intValue)
        }

        /// Shorthand for ``init(stringValue:)``.
        init(_ name: String) {
            self.stringValue = name
        }
    }
}

extension KeyedDecodingContainer where Key == WordPress.DynamicCodingKey {
    /// Every member but the `known` ones, as sent: what a model keeps beside its own properties, so that nothing
    /// WordPress (or a plugin) adds is lost on the way through.
    func unknownMembers(besides known: Set<String>) throws -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            members[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return members
    }
}

extension KeyedEncodingContainer where Key == WordPress.DynamicCodingKey {
    /// Writes `members` but the `known` ones, which the model writes from its own properties.
    mutating func encode(unknownMembers members: [String: JSONValue], besides known: Set<String>) throws {
        for (key, value) in members where !known.contains(key) {
            try encode(value, forKey: WordPress.DynamicCodingKey(key))
        }
    }
}
