// One trading post order of the account, open or done, from /v2/commerce/transactions/….
import Foundation
import RESTChain

extension GuildWars2 {
    /// One buy or sell order of the account, from `commerce/transactions/current|history/buys|sells` (key with
    /// `tradingpost`), paged 200 at a time.
    ///
    /// Shape from the wiki's API:2/commerce/transactions page; no live response was recorded.
    public struct Transaction: Codable, Sendable, Hashable, Identifiable {
        /// The order id.
        public let id: Int
        /// The item id (`/v2/items`).
        public let itemID: Int
        /// The price of one item, in copper.
        public let price: Int
        /// How many items.
        public let quantity: Int
        /// When the order was placed.
        public let created: Date
        /// When the order was filled; absent for open orders.
        public let purchased: Date?

        enum CodingKeys: String, CodingKey {
            case id, price, quantity, created, purchased
            case itemID = "item_id"
        }

        /// Decodes an order; the times are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            itemID = try container.decode(Int.self, forKey: .itemID)
            price = try container.decode(Int.self, forKey: .price)
            quantity = try container.decode(Int.self, forKey: .quantity)
            created = try container.decodeTimestamp(forKey: .created)
            purchased = try container.decodeTimestampIfPresent(forKey: .purchased)
        }

        /// Encodes the order as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(itemID, forKey: .itemID)
            try container.encode(price, forKey: .price)
            try container.encode(quantity, forKey: .quantity)
            try container.encodeTimestamp(created, forKey: .created)
            try container.encodeTimestampIfPresent(purchased, forKey: .purchased)
        }
    }

    /// Which of the account's trading post orders to list.
    public enum TransactionList: Sendable, Hashable, CaseIterable {
        /// Open buy orders.
        case currentBuys
        /// Open sell orders.
        case currentSells
        /// Buys filled in the last 90 days.
        case pastBuys
        /// Sells filled in the last 90 days.
        case pastSells

        /// The route that lists these orders.
        public var endpoint: Endpoint {
            switch self {
            case .currentBuys: .currentBuys
            case .currentSells: .currentSells
            case .pastBuys: .pastBuys
            case .pastSells: .pastSells
            }
        }
    }
}
