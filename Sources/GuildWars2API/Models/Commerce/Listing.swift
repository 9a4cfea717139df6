// Every buy order and sell listing for an item, from /v2/commerce/listings.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The order book for an item, from `/v2/commerce/listings`.
    ///
    /// Buy orders come highest price first, sell listings lowest price first; prices are in copper.
    public struct Listing: Codable, Sendable, Hashable, Identifiable {
        /// The item id.
        public let id: Int
        /// The buy orders, grouped by price.
        public let buys: [Entry]
        /// The sell listings, grouped by price.
        public let sells: [Entry]
    }
}

extension GuildWars2.Listing {
    /// The orders at one price.
    ///
    /// Several orders at the same price are summed up.
    public struct Entry: Codable, Sendable, Hashable {
        /// How many orders have this price.
        public let listings: Int
        /// The price, in copper.
        public let unitPrice: Int
        /// How many items these orders add up to.
        public let quantity: Int

        enum CodingKeys: String, CodingKey {
            case listings, quantity
            case unitPrice = "unit_price"
        }
    }
}
