// One occupied item slot: of the bank, the shared inventory, a character's bags or equipment stats.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One occupied item slot: of the account's bank (`account/bank`), its shared inventory
    /// (`account/inventory`) or a character's bags (``Bag/inventory``).
    ///
    /// These routes return every slot in order, `null` for empty ones, so they decode as
    /// `[GuildWars2.ItemSlot?]` (``GuildWars2/accountBank()``). They need an API key with the `inventories`
    /// permission.
    public struct ItemSlot: Codable, Sendable, Hashable {
        /// The item id.
        public let id: Int
        /// How many items the stack holds.
        public let count: Int
        /// The uses left, for tools and other items with charges.
        public let charges: Int?
        /// The skin applied, if it differs from the item's default.
        public let skin: Int?
        /// The dye ids applied, one per dye channel.
        public let dyes: [Int]?
        /// The upgrades (runes, sigils) in the item.
        public let upgrades: [Int]?
        /// The slot index of each upgrade, for items with several upgrade slots.
        public let upgradeSlotIndices: [Int]?
        /// The infusions in the item.
        public let infusions: [Int]?
        /// Whom the item is bound to, if anyone.
        public let binding: GuildWars2.Binding?
        /// The character the item is bound to, when ``binding`` is `.character`.
        public let boundTo: String?
        /// The stats chosen for a selectable-stat item.
        public let stats: Stats?

        enum CodingKeys: String, CodingKey {
            case id, count, charges, skin, dyes, upgrades, infusions, binding, stats
            case upgradeSlotIndices = "upgrade_slot_indices"
            case boundTo = "bound_to"
        }
    }
}

extension GuildWars2.ItemSlot {
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
