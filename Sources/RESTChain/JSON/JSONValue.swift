// JSONValue: any JSON document as a Sendable, Equatable value.
import Foundation

/// Any JSON document, as a value you can switch on, compare and send across actors.
///
/// The `json` handler returns a `JSONValue` instead of `Any`, so the result is `Sendable` and type-safe:
/// ```swift
/// let json = try await api.get("users").json()
/// let firstName = json[0]?["name"]?.stringValue
/// ```
/// Numbers are kept as `Double`; JSON booleans stay booleans (`true`/`false`), never `1`/`0`.
public enum JSONValue: Sendable, Hashable {
    /// A JSON object: names mapped to values.
    case object([String: JSONValue])
    /// A JSON array.
    case array([JSONValue])
    /// A JSON string.
    case string(String)
    /// A JSON number.
    case number(Double)
    /// A JSON boolean.
    case bool(Bool)
    /// The JSON `null` literal.
    case null
}

extension JSONValue {
    /// The value of the member named `key`, or `nil` when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index`, or `nil` when this is not an array or the index is out of bounds.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The string, when this value is a JSON string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this value is a JSON number.
    public var doubleValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, when this value is a JSON number with no fractional part that fits an `Int`.
    public var intValue: Int? {
        guard case .number(let value) = self, let exact = Int(exactly: value) else { return nil }
        return exact
    }

    /// The boolean, when this value is a JSON boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The members, when this value is a JSON object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The elements, when this value is a JSON array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Whether this value is the JSON `null` literal.
    public var isNull: Bool { self == .null }
}
