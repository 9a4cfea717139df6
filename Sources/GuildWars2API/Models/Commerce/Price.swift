// The trading post's best buy and sell offers for an item, from /v2/commerce/prices.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The best buy order and sell listing for an item, from `/v2/commerce/prices`.
    ///
    /// Prices are in copper: 10 000 copper make one gold.
    public struct Price: Codable, Sendable, Hashable, Identifiable {
        /// The item id.
        public let id: Int
        /// Whether free-to-play accounts may buy the item.
        public let whitelisted: Bool
        /// The highest buy order and how many items are wanted in total.
        public let buys: Quote
        /// The lowest sell listing and how many items are offered in total.
        public let sells: Quote
    }
}

extension GuildWars2.Price {
    /// One side of the trading post for an item.
    ///
    /// `unitPrice` is 0 and `quantity` is 0 when nobody buys or sells the item.
    public struct Quote: Codable, Sendable, Hashable {
        /// How many items all orders on this side add up to.
        public let quantity: Int
        /// The best price on this side, in copper.
        public let unitPrice: Int

        enum CodingKeys: String, CodingKey {
            case quantity
            case unitPrice = "unit_price"
        }
    }
}
