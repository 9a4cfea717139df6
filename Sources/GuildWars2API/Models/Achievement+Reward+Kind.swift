// The type of an achievement reward.
import Foundation
import RESTChain

extension GuildWars2.Achievement.Reward {
    /// The type of an achievement reward.
    ///
    /// It tells which of the reward's fields are set.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Coins"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Coins; `count` is in copper.
        public static let coins = Kind(rawValue: "Coins")
        /// An item: `id` and `count`.
        public static let item = Kind(rawValue: "Item")
        /// A mastery point: `id` and `region`.
        public static let mastery = Kind(rawValue: "Mastery")
        /// A title: `id`.
        public static let title = Kind(rawValue: "Title")
    }
}
