// The details of a weapon item: weapon type, damage type, power range and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// What is particular to the details of a `Weapon` item; its upgrades are ``Equipment/upgrades``.
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

        enum CodingKeys: String, CodingKey {
            case type, defense
            case damageType = "damage_type"
            case minPower = "min_power"
            case maxPower = "max_power"
        }
    }
}

extension GuildWars2.Item.WeaponDetails: EquipmentParticulars {
    init(from details: KeyedDecodingContainer<GuildWars2.Item.DetailsKey>) throws {
        typealias Key = GuildWars2.Item.DetailsKey
        type = try details.decode(GuildWars2.WeaponType.self, forKey: Key(CodingKeys.type))
        damageType = try details.decode(GuildWars2.DamageType.self, forKey: Key(CodingKeys.damageType))
        minPower = try details.decode(Int.self, forKey: Key(CodingKeys.minPower))
        maxPower = try details.decode(Int.self, forKey: Key(CodingKeys.maxPower))
        defense = try details.decode(Int.self, forKey: Key(CodingKeys.defense))
    }
}
