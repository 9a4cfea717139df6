// A guild hall upgrade or decoration from /v2/guild/upgrades, with what it costs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A guild hall upgrade or decoration from `/v2/guild/upgrades`.
    ///
    /// Shape from the wiki's API:2/guild/upgrades page and recorded responses.
    public struct GuildUpgrade: Codable, Sendable, Hashable, Identifiable {
        /// The upgrade id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// The kind, such as `Unlock`, `BankBag` or `Decoration`.
        public let type: String
        /// The icon URL.
        public let icon: URL
        /// The build time in minutes.
        public let buildTime: Int
        /// The guild level it needs.
        public let requiredLevel: Int
        /// The guild experience it gives.
        public let experience: Int
        /// The upgrade ids to build first.
        public let prerequisites: [Int]
        /// A guild bank's item slots (`BankBag` only).
        public let bagMaxItems: Int?
        /// A guild bank's coin capacity in copper (`BankBag` only).
        public let bagMaxCoins: Int?
        /// What it costs.
        public let costs: [Cost]

        private enum CodingKeys: String, CodingKey {
            case id, name, description, type, icon, experience, prerequisites, costs
            case buildTime = "build_time"
            case requiredLevel = "required_level"
            case bagMaxItems = "bag_max_items"
            case bagMaxCoins = "bag_max_coins"
        }
    }
}

extension GuildWars2.GuildUpgrade {
    /// One cost of a guild upgrade: items, a collectible, a guild currency or coins.
    public struct Cost: Codable, Sendable, Hashable {
        /// The kind: `Item`, `Collectible`, `Currency` or `Coins`.
        public let type: String
        /// How many, or for coins how much copper.
        public let count: Int
        /// The name of the item or currency; absent for coins.
        public let name: String?
        /// The item id (`/v2/items`) of items and collectibles.
        public let itemID: Int?

        private enum CodingKeys: String, CodingKey {
            case type, count, name
            case itemID = "item_id"
        }
    }
}
