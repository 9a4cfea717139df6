// The details of an armor item: slot, weight class, defense and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// What is particular to the details of an `Armor` item; its upgrades are ``Equipment/upgrades``.
    public struct ArmorDetails: Codable, Sendable, Hashable {
        /// The slot the armor is worn in.
        public let type: GuildWars2.ArmorSlot
        /// The weight class.
        public let weightClass: GuildWars2.WeightClass
        /// The defense value.
        public let defense: Int

        enum CodingKeys: String, CodingKey {
            case type, defense
            case weightClass = "weight_class"
        }
    }
}

extension GuildWars2.Item.ArmorDetails: EquipmentParticulars {
    init(from details: KeyedDecodingContainer<GuildWars2.Item.DetailsKey>) throws {
        typealias Key = GuildWars2.Item.DetailsKey
        type = try details.decode(GuildWars2.ArmorSlot.self, forKey: Key(CodingKeys.type))
        weightClass = try details.decode(GuildWars2.WeightClass.self, forKey: Key(CodingKeys.weightClass))
        defense = try details.decode(Int.self, forKey: Key(CodingKeys.defense))
    }
}
