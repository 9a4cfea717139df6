// OptionalField: a property wrapper's optional field, read as nil when its key is missing and left out when nil.

/// A property wrapper around an optional value that reads its own way (a date without a zone, a number sent as a
/// string): a missing key decodes as `nil`, and `nil` leaves the key out when encoding.
///
/// Synthesized `Codable` conformances ask a keyed container for the wrapper itself, not for an optional, so a
/// wrapper alone would make its key required; conforming to `OptionalField` picks this package's container
/// overloads instead. Write the reading in `init(from:)` and the writing in `encode(to:)`:
/// ```swift
/// @propertyWrapper
/// public struct LenientNumber: OptionalField {
///     public var wrappedValue: Int?
///     public init(wrappedValue: Int?) { self.wrappedValue = wrappedValue }
///     public init(from decoder: any Decoder) throws { … }   // a number, "42" or ""
///     public func encode(to encoder: any Encoder) throws { … }
/// }
/// struct Details: Codable { @LenientNumber var suffixItemID: Int? }   // {} decodes, suffixItemID == nil
/// ```
public protocol OptionalField: Codable {
    /// The type of the value when there is one.
    associatedtype Value

    /// The value, or `nil` when the field was missing or `null`.
    var wrappedValue: Value? { get }

    /// Wraps a value, or its absence.
    init(wrappedValue: Value?)
}

extension KeyedDecodingContainer {
    /// Decodes an ``OptionalField``, reading a missing key as `nil`.
    ///
    /// - Throws: What the wrapper's `init(from:)` throws for a value it cannot read.
    public func decode<Field: OptionalField>(_ type: Field.Type, forKey key: Key) throws -> Field {
        try decodeIfPresent(type, forKey: key) ?? Field(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an ``OptionalField``, leaving the key out when there is no value.
    ///
    /// - Throws: What the wrapper's `encode(to:)` throws.
    public mutating func encode<Field: OptionalField>(_ field: Field, forKey key: Key) throws {
        guard field.wrappedValue != nil else { return }
        try encodeIfPresent(Optional(field), forKey: key)
    }
}
