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
        public let type: Kind
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
        /// The kind: items, a collectible, a guild currency or coins.
        public let type: Kind
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

extension GuildWars2.GuildUpgrade {
    /// What kind of upgrade a guild upgrade is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"BankBag"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Grows a guild resource over time, such as a mine.
        public static let accumulatingCurrency = Kind(rawValue: "AccumulatingCurrency")
        /// A guild bank tab.
        public static let bankBag = Kind(rawValue: "BankBag")
        /// A temporary boost.
        public static let boost = Kind(rawValue: "Boost")
        /// Claimed once by each member.
        public static let claimable = Kind(rawValue: "Claimable")
        /// Used up, such as a banner.
        public static let consumable = Kind(rawValue: "Consumable")
        /// A guild hall decoration.
        public static let decoration = Kind(rawValue: "Decoration")
        /// A guild hall.
        public static let guildHall = Kind(rawValue: "GuildHall")
        /// An expedition to a guild hall.
        public static let guildHallExpedition = Kind(rawValue: "GuildHallExpedition")
        /// A hub of upgrades.
        public static let hub = Kind(rawValue: "Hub")
        /// A queued build.
        public static let queue = Kind(rawValue: "Queue")
        /// An unlock, such as a guild mission type.
        public static let unlock = Kind(rawValue: "Unlock")
    }
}

extension GuildWars2.GuildUpgrade.Cost {
    /// What a guild upgrade cost is paid in.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Item"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Items (`item_id`).
        public static let item = Kind(rawValue: "Item")
        /// A collectible item (`item_id`).
        public static let collectible = Kind(rawValue: "Collectible")
        /// A guild currency, such as favor or aetherium.
        public static let currency = Kind(rawValue: "Currency")
        /// Coins, in copper.
        public static let coins = Kind(rawValue: "Coins")
    }
}
