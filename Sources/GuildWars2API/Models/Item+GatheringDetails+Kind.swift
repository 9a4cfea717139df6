// The type of a gathering tool.
import Foundation
import RESTChain

extension GuildWars2.Item.GatheringDetails {
    /// The type of a gathering tool.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Foraging"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A harvesting sickle.
        public static let foraging = Kind(rawValue: "Foraging")
        /// A logging axe.
        public static let logging = Kind(rawValue: "Logging")
        /// A mining pick.
        public static let mining = Kind(rawValue: "Mining")
        /// A fishing rod.
        public static let fishing = Kind(rawValue: "Fishing")
        /// Fishing bait.
        public static let bait = Kind(rawValue: "Bait")
        /// A fishing lure.
        public static let lure = Kind(rawValue: "Lure")
    }
}
