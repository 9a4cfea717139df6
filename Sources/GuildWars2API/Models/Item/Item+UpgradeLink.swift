// A link from an item to the item it upgrades into or from.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// A link from an item to another item made from it, or it is made from.
    ///
    /// Ascended rings and accessories upgrade into attuned and infused versions in the Mystic Forge.
    public struct UpgradeLink: Codable, Sendable, Hashable {
        /// How the item is upgraded.
        public let upgrade: Kind
        /// The other item.
        public let itemID: Int

        enum CodingKeys: String, CodingKey {
            case upgrade
            case itemID = "item_id"
        }
    }
}

extension GuildWars2.Item.UpgradeLink {
    /// How an item upgrades into or from another item.
    ///
    /// Used by `upgrades_into` and `upgrades_from`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Attunement"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Attunement in the Mystic Forge.
        public static let attunement = Kind(rawValue: "Attunement")
        /// Infusion in the Mystic Forge.
        public static let infusion = Kind(rawValue: "Infusion")
    }
}
