// The details of a weapon item: weapon type, damage type, power range and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Weapon` item.
    ///
    /// Weapons with fixed stats have an ``infixUpgrade``; legendary weapons list ``statChoices`` instead.
    public struct WeaponDetails: Codable, Sendable, Hashable {
        /// The weapon type.
        public let type: GuildWars2.WeaponType
        /// The damage type the weapon shows.
        public let damageType: GuildWars2.DamageType
        /// The lower bound of the weapon strength.
        public let minPower: Int
        /// The upper bound of the weapon strength.
        public let maxPower: Int
        /// The defense the weapon adds (shields only).
        public let defense: Int
        /// The infusion slots.
        public let infusionSlots: [InfusionSlot]
        /// The item's attribute scaling factor, used to compute stats of selectable-stat items.
        public let attributeAdjustment: Double
        /// The fixed stats, when the weapon has them.
        public let infixUpgrade: InfixUpgrade?
        /// The id of the built-in upgrade (sigil), when there is one.
        public let suffixItemID: Int?
        /// The id of the second built-in upgrade; `nil` when there is none (older schemas send `""`).
        @GuildWars2.LenientNumber public private(set) var secondarySuffixItemID: Int?
        /// The item stat ids the player may choose from, for selectable-stat weapons.
        public let statChoices: [Int]?

        enum CodingKeys: String, CodingKey {
            case type, defense
            case damageType = "damage_type"
            case minPower = "min_power"
            case maxPower = "max_power"
            case infusionSlots = "infusion_slots"
            case attributeAdjustment = "attribute_adjustment"
            case infixUpgrade = "infix_upgrade"
            case suffixItemID = "suffix_item_id"
            case secondarySuffixItemID = "secondary_suffix_item_id"
            case statChoices = "stat_choices"
        }
    }
}
