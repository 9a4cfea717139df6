// WordPress.ErrorCode: the `code` of a WordPress error, a known value to switch on or the raw text.
import Foundation
import RESTChain

extension WordPress {
    /// The `code` of a WordPress REST error, such as `rest_post_invalid_id`.
    ///
    /// An open set: the codes core WordPress sends have constants to `switch` on (``postInvalidID``,
    /// ``forbidden``…); any other code (a plugin's, a newer WordPress's) is kept as its ``rawValue``.
    public struct ErrorCode: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code as WordPress sends it.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Wraps a code written as a literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// Decodes the code's string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the code's string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The code as sent.
        public var description: String { rawValue }
    }
}
