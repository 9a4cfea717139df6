// WordPress.LocalDate: a date-time in the site's own time zone, kept as sent plus a parsed value.
import Foundation
import RESTChain

extension WordPress {
    /// A `date` or `modified` field: a wall-clock time in the site's time zone, which the API does not name.
    ///
    /// The API sends no zone with these fields, so no single instant is implied. `LocalDate` keeps the string
    /// exactly as sent (``raw``, also what it encodes back to) and ``wallClock``: the same fields read as if they
    /// were UTC, handy for sorting and for showing the time as the site does. For a real instant prefer the
    /// `…GMT` sibling field, or call ``date(in:)`` with the site's zone (`timezone_string` of the site index).
    public struct LocalDate: Codable, Sendable, Hashable, CustomStringConvertible {
        /// The string as WordPress sent it, such as `2024-05-01T10:20:30`.
        public let raw: String
        /// The wall-clock fields read as UTC: not the real instant unless the site runs on UTC.
        public let wallClock: Date

        /// Parses a WordPress date-time string.
        ///
        /// - Returns: `nil` when `raw` is not a date-time WordPress could have sent.
        public init?(raw: String) {
            guard let parsed = DateParser.date(from: raw) else { return nil }
            self.raw = raw
            self.wallClock = parsed
        }

        /// Wraps a wall-clock time (its UTC fields are the site-local fields), as when setting a post's `date`.
        public init(wallClock: Date) {
            self.raw = DateParser.string(from: wallClock)
            self.wallClock = DateParser.date(from: raw) ?? wallClock
        }

        /// Decodes a date-time string.
        ///
        /// - Throws: `DecodingError.dataCorrupted` when the string is not a WordPress date-time.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let parsed = LocalDate(raw: string) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Not a WordPress date-time: \(string)")
            }
            self = parsed
        }

        /// Encodes the string as it was received.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(raw)
        }

        /// The instant this wall-clock time stands for in `timeZone`, or `nil` when the zone skips it (DST gap).
        public func date(in timeZone: TimeZone) -> Date? {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            let parts = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second, .nanosecond],
                from: wallClock)
            calendar.timeZone = timeZone
            return calendar.date(from: parts)
        }

        /// The string as received.
        public var description: String { raw }
    }
}
