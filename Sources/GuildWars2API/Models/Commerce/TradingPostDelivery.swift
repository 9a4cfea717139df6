// Coins and items waiting at the trading post, and the gem exchange rates, from /v2/commerce/delivery and /exchange.
import Foundation
import RESTChain

extension GuildWars2 {
    /// What waits to be picked up at the trading post, from `commerce/delivery` (key with `tradingpost`).
    ///
    /// Shape from the wiki's API:2/commerce/delivery page; no live response was recorded.
    public struct TradingPostDelivery: Codable, Sendable, Hashable {
        /// The coins, in copper.
        public let coins: Int
        /// The items.
        public let items: [ItemStack]
    }

    /// An id and a count: an item stack waiting at the trading post, a guild storage or treasury entry.
    public struct ItemStack: Codable, Sendable, Hashable, Identifiable {
        /// The item id (a guild consumable id in guild storage).
        public let id: Int
        /// How many.
        public let count: Int
    }

    /// What the gem exchange gives for a quantity, from `commerce/exchange/coins` and `…/gems`.
    ///
    /// Shape from the wiki's API:2/commerce/exchange pages; no live response was recorded.
    public struct ExchangeRate: Codable, Sendable, Hashable {
        /// The price of one gem, in copper.
        public let coinsPerGem: Int
        /// What the exchange gives: gems for coins, or coins (copper) for gems.
        public let quantity: Int

        enum CodingKeys: String, CodingKey {
            case quantity
            case coinsPerGem = "coins_per_gem"
        }
    }
}
