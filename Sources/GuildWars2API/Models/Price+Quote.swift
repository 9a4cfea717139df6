// One side of the trading post for an item: total quantity and best unit price.
import Foundation
import RESTChain

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
