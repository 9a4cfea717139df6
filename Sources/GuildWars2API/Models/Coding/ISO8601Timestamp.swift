// Reads and writes the API's ISO 8601 timestamps, with or without fractional seconds.
import Foundation
import RESTChain

/// Converts the API's ISO 8601 timestamps to and from `Date`.
///
/// The API writes `2012-08-28T15:04:00Z` in most places and `2025-11-17T01:52:08.417Z` in some; both read,
/// and so does a time without a zone (taken as UTC). Dates are written back in UTC with a `Z`, with milliseconds
/// only when the date has a fraction of a second. A plain `JSONDecoder()` works because models call these
/// helpers themselves instead of relying on a date decoding strategy.
enum ISO8601Timestamp {
    /// The date a timestamp stands for, or `nil` when the text is not an ISO 8601 date and time.
    static func date(from text: String) -> Date? {
        for options in [plainOptions, fractionalOptions] {
            if let date = formatter(options).date(from: text) {
                return date
            }
        }
        guard !text.hasSuffix("Z"), !text.isEmpty else { return nil }
        for options in [plainOptions, fractionalOptions] {
            if let date = formatter(options).date(from: text + "Z") {
                return date
            }
        }
        return nil
    }

    /// The timestamp for a date: UTC, `Z`, milliseconds only when the date has a fraction of a second.
    static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let hasFraction = (seconds * 1000).rounded() != (seconds.rounded(.down) * 1000)
        return formatter(hasFraction ? fractionalOptions : plainOptions).string(from: date)
    }

    private static let plainOptions: ISO8601DateFormatter.Options = [.withInternetDateTime]
    private static let fractionalOptions: ISO8601DateFormatter.Options = [
        .withInternetDateTime, .withFractionalSeconds,
    ]

    // A fresh formatter per call: `ISO8601DateFormatter` is not `Sendable`, and timestamps are few.
    private static func formatter(_ options: ISO8601DateFormatter.Options) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = options
        return formatter
    }
}

extension KeyedDecodingContainer {
    /// Decodes an ISO 8601 timestamp string into a `Date`.
    func decodeTimestamp(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = ISO8601Timestamp.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Not an ISO 8601 timestamp: \(text)")
        }
        return date
    }

    /// Decodes an ISO 8601 timestamp string into a `Date`; `nil` when the key is missing or `null`.
    func decodeTimestampIfPresent(forKey key: Key) throws -> Date? {
        guard try decodeIfPresent(String.self, forKey: key) != nil else { return nil }
        return try decodeTimestamp(forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a `Date` as the API's ISO 8601 timestamp string.
    mutating func encodeTimestamp(_ date: Date, forKey key: Key) throws {
        try encode(ISO8601Timestamp.string(from: date), forKey: key)
    }

    /// Encodes a `Date` as the API's ISO 8601 timestamp string; nothing when the date is `nil`.
    mutating func encodeTimestampIfPresent(_ date: Date?, forKey key: Key) throws {
        guard let date else { return }
        try encodeTimestamp(date, forKey: key)
    }
}
