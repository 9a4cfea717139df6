// The details of a trinket item: ring, accessory or amulet, with stats and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// What is particular to the details of a `Trinket` item; its upgrades are ``Equipment/upgrades``.
    public struct TrinketDetails: Codable, Sendable, Hashable {
        /// The trinket type.
        public let type: Kind

        enum CodingKeys: String, CodingKey {
            case type
        }
    }
}

extension GuildWars2.Item.TrinketDetails: EquipmentParticulars {
    init(from details: KeyedDecodingContainer<GuildWars2.Item.DetailsKey>) throws {
        type = try details.decode(Kind.self, forKey: GuildWars2.Item.DetailsKey(CodingKeys.type))
    }
}

extension GuildWars2.Item.TrinketDetails {
    /// The type of a trinket item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Accessory"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An accessory (earring).
        public static let accessory = Kind(rawValue: "Accessory")
        /// An amulet.
        public static let amulet = Kind(rawValue: "Amulet")
        /// A ring.
        public static let ring = Kind(rawValue: "Ring")
    }
}
