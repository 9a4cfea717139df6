// The details of a back item: infusion slots, stats and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Back` item.
    ///
    /// Back items with fixed stats have an ``infixUpgrade``; legendary ones list ``statChoices`` instead.
    public struct BackDetails: Codable, Sendable, Hashable {
        /// The infusion slots.
        public let infusionSlots: [InfusionSlot]
        /// The item's attribute scaling factor, used to compute stats of selectable-stat items.
        public let attributeAdjustment: Double
        /// The fixed stats, when the item has them.
        public let infixUpgrade: InfixUpgrade?
        /// The id of the built-in upgrade, when there is one.
        public let suffixItemID: Int?
        /// The id of the second built-in upgrade; `nil` when there is none (older schemas send `""`).
        @GuildWars2.LenientNumber public private(set) var secondarySuffixItemID: Int?
        /// The item stat ids the player may choose from, for selectable-stat items.
        public let statChoices: [Int]?

        enum CodingKeys: String, CodingKey {
            case infusionSlots = "infusion_slots"
            case attributeAdjustment = "attribute_adjustment"
            case infixUpgrade = "infix_upgrade"
            case suffixItemID = "suffix_item_id"
            case secondarySuffixItemID = "secondary_suffix_item_id"
            case statChoices = "stat_choices"
        }
    }
}
