// Timestamp: a property wrapper that reads the API's ISO 8601 times as Dates and writes them back.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A `Date` the API sends as an ISO 8601 timestamp, so a model can keep Swift's own `Codable` code.
    ///
    /// ```swift
    /// @GuildWars2.Timestamp public private(set) var started: Date
    /// ```
    /// Reads `2012-08-28T15:04:00Z` and `2025-11-17T01:52:08.417Z` alike; writes UTC with a `Z`, with milliseconds
    /// only when the date has a fraction of a second.
    @propertyWrapper
    public struct Timestamp: Codable, Sendable, Hashable {
        /// The date.
        public var wrappedValue: Date

        /// Wraps a date.
        public init(wrappedValue: Date) {
            self.wrappedValue = wrappedValue
        }

        /// Reads an ISO 8601 timestamp.
        ///
        /// - Throws: `DecodingError.dataCorrupted` when the text is not an ISO 8601 date and time.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601Timestamp.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Not an ISO 8601 timestamp: \(text)")
            }
            wrappedValue = date
        }

        /// Writes the timestamp as the API does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Timestamp.string(from: wrappedValue))
        }
    }
}
