// WordPress.GMTDate: property wrapper that codes a `…_gmt` field (or null, or nothing) as an optional Date.
import Foundation
import RESTChain

extension WordPress {
    /// Codes an optional UTC date-time field such as `date_gmt` as a `Date?`, whatever the decoder's strategy.
    ///
    /// WordPress writes these without a zone (`2024-05-01T09:20:30`); they are UTC. A missing key and `null`
    /// both decode to `nil`, and `nil` is left out when encoding (see `OptionalField`). Values encode back in the
    /// same format, so a model survives a round trip:
    /// ```swift
    /// @WordPress.GMTDate public var dateGMT: Date?
    /// ```
    @propertyWrapper
    public struct GMTDate: OptionalField, Sendable, Hashable {
        /// The instant, or `nil` when the field was missing or `null`.
        public var wrappedValue: Date?

        /// Wraps an instant.
        public init(wrappedValue: Date?) {
            self.wrappedValue = wrappedValue
        }

        /// Decodes a date-time string or `null`.
        ///
        /// - Throws: `DecodingError.dataCorrupted` when the string is not a WordPress date-time.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                wrappedValue = nil
                return
            }
            let string = try container.decode(String.self)
            guard let date = DateParser.date(from: string) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Not a WordPress date-time: \(string)")
            }
            wrappedValue = date
        }

        /// Encodes the instant as `yyyy-MM-ddTHH:mm:ss` in UTC, or `null` when there is none.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let wrappedValue {
                try container.encode(DateParser.string(from: wrappedValue))
            } else {
                try container.encodeNil()
            }
        }
    }
}
