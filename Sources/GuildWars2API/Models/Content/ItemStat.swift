// A stat combination from /v2/itemstats, such as Berserker's.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A stat combination from `/v2/itemstats`, such as "Berserker's".
    ///
    /// An item's attribute bonus is `round(item number × multiplier + value)`. Shape from the wiki's
    /// API:2/itemstats page and recorded responses.
    public struct ItemStat: Codable, Sendable, Hashable, Identifiable {
        /// The stat combination id.
        public let id: Int
        /// The name, in the requested language; empty for some.
        public let name: String
        /// The attribute bonuses.
        public let attributes: [Bonus]
    }
}

extension GuildWars2.ItemStat {
    /// One attribute bonus of a stat combination.
    public struct Bonus: Codable, Sendable, Hashable {
        /// The attribute.
        public let attribute: GuildWars2.Attribute
        /// The factor applied to the item's number.
        public let multiplier: Double
        /// The constant added.
        public let value: Int
    }
}
