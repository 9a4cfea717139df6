// Whether a token is an API key or a subtoken made from one.
import Foundation
import RESTChain

extension GuildWars2.TokenInfo {
    /// Whether a token is an API key or a subtoken.
    ///
    /// Subtokens carry an expiry and may be limited to URLs.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"APIKey"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An API key.
        public static let apiKey = Kind(rawValue: "APIKey")
        /// A subtoken.
        public static let subtoken = Kind(rawValue: "Subtoken")
    }
}
