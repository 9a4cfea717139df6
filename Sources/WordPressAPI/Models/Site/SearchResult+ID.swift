// WordPress.SearchResult.ID: a search hit's id, numeric for posts and terms, textual for post formats.
import Foundation
import RESTChain

extension WordPress.SearchResult {
    /// The id of a search hit: numeric for posts and terms, a string (such as `aside`) for post formats.
    ///
    /// Encodes back to the JSON type it came as.
    public enum ID: Codable, Sendable, Hashable {
        /// A post or term id.
        case number(Int)
        /// A post format slug.
        case string(String)

        /// The numeric id, when there is one.
        public var intValue: Int? {
            if case .number(let value) = self { return value }
            return nil
        }

        /// Decodes a number or a string.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        /// Encodes the number or the string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            }
        }
    }
}
