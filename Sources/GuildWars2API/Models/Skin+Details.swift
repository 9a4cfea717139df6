// The details of a skin: what it is worn as, and its dye slots.
import Foundation
import RESTChain

extension GuildWars2.Skin {
    /// The type-specific details of a skin.
    ///
    /// ``type`` is an armor slot (`Coat`), a weapon type (`Axe`) or a gathering tool type (`Mining`); compare it
    /// with `ArmorSlot.coat.rawValue` and the like. Armor sets ``weightClass`` and ``dyeSlots``; weapons
    /// ``damageType``.
    public struct Details: Codable, Sendable, Hashable {
        /// The slot, weapon type or tool type, as the API sends it.
        public let type: String
        /// The weight class, for armor skins.
        public let weightClass: GuildWars2.WeightClass?
        /// The damage type, for weapon skins.
        public let damageType: GuildWars2.DamageType?
        /// The dye slots, for armor skins.
        public let dyeSlots: DyeSlots?

        enum CodingKeys: String, CodingKey {
            case type
            case weightClass = "weight_class"
            case damageType = "damage_type"
            case dyeSlots = "dye_slots"
        }
    }
}
