// A guild's bank, treasury and built upgrades, from /v2/guild/:id/stash, …/treasury.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One section of a guild's bank, from `guild/:id/stash` (leader's key with `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/stash page; no live response was recorded.
    public struct GuildStashSection: Codable, Sendable, Hashable {
        /// The upgrade that unlocked the section (`/v2/guild/upgrades`).
        public let upgradeID: Int
        /// How many slots it has.
        public let size: Int
        /// The coins stored, in copper.
        public let coins: Int
        /// The note on the section.
        public let note: String
        /// The slots, `nil` for an empty one.
        public let inventory: [ItemStack?]

        enum CodingKeys: String, CodingKey {
            case size, coins, note, inventory
            case upgradeID = "upgrade_id"
        }
    }

    /// One item of a guild's treasury and the upgrades that need it, from `guild/:id/treasury` (leader's key with
    /// `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/treasury page; no live response was recorded.
    public struct GuildTreasuryItem: Codable, Sendable, Hashable {
        /// The item id.
        public let itemID: Int
        /// How many are deposited.
        public let count: Int
        /// The upgrades that need the item and how many each needs.
        public let neededBy: [Need]

        enum CodingKeys: String, CodingKey {
            case count
            case itemID = "item_id"
            case neededBy = "needed_by"
        }

        /// An upgrade's need for a treasury item.
        public struct Need: Codable, Sendable, Hashable {
            /// The upgrade id (`/v2/guild/upgrades`).
            public let upgradeID: Int
            /// How many it needs.
            public let count: Int

            enum CodingKeys: String, CodingKey {
                case count
                case upgradeID = "upgrade_id"
            }
        }
    }
}
