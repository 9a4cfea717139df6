// WordPress.Settings: the site settings from /wp/v2/settings, also usable as a partial update.
import Foundation
import RESTChain

extension WordPress {
    /// The site settings, as `/wp/v2/settings` returns them to an administrator.
    ///
    /// Every setting is kept as sent in ``values``, so settings registered by plugins survive a round trip; the
    /// core ones have typed accessors. A value of an unexpected JSON type reads as `nil`. Because only the keys
    /// you set are encoded, a `Settings` made from scratch is a partial update:
    /// ```swift
    /// var change = WordPress.Settings()
    /// change.title = "New title"
    /// ```
    public struct Settings: Codable, Sendable, Equatable {
        /// Every setting by key, as sent.
        public var values: [String: JSONValue]

        /// Creates settings from values; empty by default.
        public init(_ values: [String: JSONValue] = [:]) {
            self.values = values
        }

        /// The setting `key`, as sent.
        public subscript(key: String) -> JSONValue? {
            get { values[key] }
            set { values[key] = newValue }
        }

        /// Decodes the settings object.
        public init(from decoder: any Decoder) throws {
            values = try decoder.singleValueContainer().decode([String: JSONValue].self)
        }

        /// Encodes every setting that has a value.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
    }
}
