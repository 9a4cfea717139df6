// DecodingFailureNaming: a type that a decoding failure names as what it reads, rather than by its Swift name.

/// A `Decodable` type that ``DecodingFailure/typeName`` names otherwise than by its Swift name.
///
/// Adopt it for a type that only carries out a decoding on a caller's behalf, such as one that reads a list into
/// two arrays in one pass, so that a failure names what the caller asked for instead of the helper:
/// ```swift
/// struct Answer<Value: Decodable>: Decodable, DecodingFailureNaming {
///     static var nameInDecodingFailures: String { "[\(Value.self)]" }
///     // …
/// }
/// ```
public protocol DecodingFailureNaming {
    /// The name a decoding failure gives this type, such as `[Item]`.
    static var nameInDecodingFailures: String { get }
}

extension DecodingFailure {
    /// The name a failure to decode `type` gives it: its own choice, else its Swift name.
    static func name(of type: Any.Type) -> String {
        (type as? any DecodingFailureNaming.Type)?.nameInDecodingFailures ?? "\(type)"
    }
}
