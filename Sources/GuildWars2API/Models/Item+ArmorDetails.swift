// The details of an armor item: slot, weight class, defense and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of an `Armor` item.
    ///
    /// Armor with fixed stats has an ``infixUpgrade``; legendary armor lists ``statChoices`` instead.
    public struct ArmorDetails: Codable, Sendable, Hashable {
        /// The slot the armor is worn in.
        public let type: GuildWars2.ArmorSlot
        /// The weight class.
        public let weightClass: GuildWars2.WeightClass
        /// The defense value.
        public let defense: Int
        /// The infusion slots.
        public let infusionSlots: [InfusionSlot]
        /// The item's attribute scaling factor, used to compute stats of selectable-stat items.
        public let attributeAdjustment: Double
        /// The fixed stats, when the armor has them.
        public let infixUpgrade: InfixUpgrade?
        /// The id of the built-in upgrade (rune), when there is one.
        public let suffixItemID: Int?
        /// The id of the second built-in upgrade; `nil` when there is none (older schemas send `""`).
        @GuildWars2.LenientNumber public private(set) var secondarySuffixItemID: Int?
        /// The item stat ids the player may choose from, for selectable-stat armor.
        public let statChoices: [Int]?

        enum CodingKeys: String, CodingKey {
            case type, defense
            case weightClass = "weight_class"
            case infusionSlots = "infusion_slots"
            case attributeAdjustment = "attribute_adjustment"
            case infixUpgrade = "infix_upgrade"
            case suffixItemID = "suffix_item_id"
            case secondarySuffixItemID = "secondary_suffix_item_id"
            case statChoices = "stat_choices"
        }
    }
}
