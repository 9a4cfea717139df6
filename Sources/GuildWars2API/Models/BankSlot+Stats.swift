// The stats a player chose for a selectable-stat item in the bank.
import Foundation
import RESTChain

extension GuildWars2.BankSlot {
    /// The stats a player chose for a selectable-stat item.
    ///
    /// The attribute names are the API's, such as `Power` or `CritDamage` (see ``GuildWars2/Attribute``).
    public struct Stats: Codable, Sendable, Hashable, Identifiable {
        /// The item stat id, from `/v2/itemstats`.
        public let id: Int
        /// Each attribute's bonus, keyed by the API's attribute name.
        public let attributes: [String: Int]

        /// The bonus for one attribute, or `nil` when the stats do not add it.
        public func value(of attribute: GuildWars2.Attribute) -> Int? {
            attributes[attribute.rawValue]
        }
    }
}
