// The type of an achievement.
import Foundation
import RESTChain

extension GuildWars2.Achievement {
    /// The type of an achievement.
    ///
    /// Item-set achievements list the items to collect as bits.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A plain achievement.
        public static let `default` = Kind(rawValue: "Default")
        /// A collection.
        public static let itemSet = Kind(rawValue: "ItemSet")
    }
}
