// FieldTransformer: rewrites a loosely typed JSON value into what the model decodes — numbers, booleans, dates.
import Foundation
import RESTChain

/// Rewrites one JSON value before decoding, for APIs that send values loosely.
///
/// Give it to ``StoringSession/transforming(_:with:)`` with the field it applies to:
/// ```swift
/// let albums = try await api.get("albums")
///     .store(in: store)
///     .transforming("popularity", with: .numberFromString)
///     .transforming("explicit", with: .boolFromNumber)
///     .transforming("release_date", with: .date(formats: ["yyyy-MM-dd", "yyyy"]))
///     .decode(type: [Album].self, at: "albums.items")
/// ```
/// A value the transformer cannot read is left as it came, so the decoding error names it.
public struct FieldTransformer: Sendable {
    let transform: @Sendable (JSONValue) -> JSONValue?

    /// Creates a transformer from a function returning the new value, or `nil` to leave the value as it is.
    public init(_ transform: @escaping @Sendable (JSONValue) -> JSONValue?) {
        self.transform = transform
    }

    /// `"42"` and `" 4.5 "` become the numbers `42` and `4.5`.
    public static let numberFromString = FieldTransformer { value in
        guard case .string(let text) = value else { return nil }
        return Double(text.trimmingCharacters(in: .whitespaces)).map(JSONValue.number)
    }

    /// `1`/`0`, `"1"`/`"0"`, `"true"`/`"false"` and `"yes"`/`"no"` become `true`/`false`.
    public static let boolFromNumber = FieldTransformer { value in
        switch value {
        case .number(1): return .bool(true)
        case .number(0): return .bool(false)
        case .string(let text):
            switch text.lowercased() {
            case "1", "true", "yes": return .bool(true)
            case "0", "false", "no": return .bool(false)
            default: return nil
            }
        default: return nil
        }
    }

    /// A date written in any of `formats` (`DateFormatter` patterns, read in UTC unless the text names a zone),
    /// or as ISO 8601, or as Unix seconds, becomes the number a default `JSONDecoder` reads as a `Date`.
    ///
    /// - Parameter formats: The patterns to try in order, such as `["yyyy-MM-dd HH:mm:ss", "dd/MM/yyyy"]`.
    /// - Returns: The transformer.
    public static func date(formats: [String]) -> FieldTransformer {
        FieldTransformer { value in
            switch value {
            case .number(let seconds):
                return .number(Date(timeIntervalSince1970: seconds).timeIntervalSinceReferenceDate)
            case .string(let text):
                return DateParsing.date(from: text, formats: formats).map {
                    .number($0.timeIntervalSinceReferenceDate)
                }
            default: return nil
            }
        }
    }
}

/// Reads dates in the formats a ``FieldTransformer/date(formats:)`` names.
private enum DateParsing {
    static func date(from text: String, formats: [String]) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        let iso = ISO8601DateFormatter()
        if let date = iso.date(from: text) { return date }
        iso.formatOptions.insert(.withFractionalSeconds)
        return iso.date(from: text)
    }
}
