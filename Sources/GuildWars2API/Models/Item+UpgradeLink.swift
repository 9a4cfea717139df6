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
