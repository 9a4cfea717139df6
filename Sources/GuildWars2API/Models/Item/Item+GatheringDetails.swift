// The details of a gathering tool: what it gathers.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Gathering` item.
    ///
    /// Sickles, axes, picks, fishing rods and fishing bait share this shape.
    public struct GatheringDetails: Codable, Sendable, Hashable {
        /// The gathering tool type.
        public let type: Kind
    }
}

extension GuildWars2.Item.GatheringDetails {
    /// The type of a gathering tool.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Foraging"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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
