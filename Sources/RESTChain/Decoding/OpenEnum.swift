// OpenEnum: a string the API draws from a set it may extend, with named constants for the values known today.
import Foundation

/// A string value from a set the API may extend: known values have constants, unknown ones still decode.
///
/// APIs add enum values without notice (a new item rarity, a new post status). A Swift `enum` would fail to
/// decode the whole response; an `OpenEnum` keeps the string, compares unequal to every known constant and
/// encodes back unchanged. Conform a struct with one stored `rawValue` and list the known values:
/// ```swift
/// public struct Rarity: OpenEnum {
///     public let rawValue: String
///     public init(rawValue: String) { self.rawValue = rawValue }
///
///     public static let exotic: Rarity = "Exotic"
/// }
/// if item.rarity == .exotic { … }                        // "Exotic" from the API
/// let next = Rarity(rawValue: "Mythic")                   // a value added later still decodes
/// ```
/// The protocol gives the rest: decoding from and encoding to a JSON string, string literals, `description`
/// (the raw value), `Hashable` and `Sendable`.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
where RawValue == String, StringLiteralType == String {
    /// Wraps any string; every string is a valid value.
    init(rawValue: String)
}

extension OpenEnum {
    /// The string as the API spells it.
    public var description: String { rawValue }

    /// Wraps a string literal, as the API spells it.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// Decodes a JSON string; any string is accepted.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the raw string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
