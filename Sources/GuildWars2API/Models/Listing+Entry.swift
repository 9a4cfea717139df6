// The trading post orders for an item at one price.
import Foundation
import RESTChain

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
