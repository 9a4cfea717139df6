// An item from /v2/items, with its type-specific details.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An item from `/v2/items`.
    ///
    /// The fields every item has are properties; what depends on the item's type (a weapon's power, a bag's size)
    /// is in ``details``, an enum with a case per type. Item types without details, such as crafting materials
    /// and trophies, have `nil` details. A type this library does not know yet keeps its raw details in
    /// `Details.unknown`, so new items never fail to decode.
    public struct Item: Codable, Sendable, Hashable, Identifiable {
        /// The item id.
        public let id: Int
        /// The chat link, such as `[&AgHkTAAA]`.
        public let chatLink: String
        /// The item name, in the requested language.
        public let name: String
        /// The icon URL, when the item has one.
        public let icon: URL?
        /// The description, in the requested language; it may contain the game's markup.
        public let description: String?
        /// The item type; it decides the case of ``details``.
        public let type: Kind
        /// The rarity.
        public let rarity: GuildWars2.Rarity
        /// The level required to use the item.
        public let level: Int
        /// What a vendor pays for the item, in copper; can be non-zero even with the `noSell` flag.
        public let vendorValue: Int
        /// The skin the item shows by default, for armor, weapons and back items.
        public let defaultSkin: Int?
        /// The item's flags.
        public let flags: [Flag]
        /// The game modes the item can be used in.
        public let gameTypes: [GameType]
        /// The races and professions that may use the item; empty when everyone may.
        public let restrictions: [GuildWars2.Restriction]
        /// The items this item can be turned into, such as its attuned version.
        public let upgradesInto: [UpgradeLink]?
        /// The items this item can be made from.
        public let upgradesFrom: [UpgradeLink]?
        /// The type-specific details; `nil` for types without details.
        public let details: Details?

        enum CodingKeys: String, CodingKey {
            case id, name, icon, description, type, rarity, level, flags, restrictions, details
            case chatLink = "chat_link"
            case vendorValue = "vendor_value"
            case defaultSkin = "default_skin"
            case gameTypes = "game_types"
            case upgradesInto = "upgrades_into"
            case upgradesFrom = "upgrades_from"
        }

        /// Decodes an item; the details decode according to the item's `type`.
        ///
        /// - Throws: `DecodingError` when a required field is missing or the details of a known type do not
        ///   have that type's shape.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            chatLink = try container.decode(String.self, forKey: .chatLink)
            name = try container.decode(String.self, forKey: .name)
            icon = try container.decodeIfPresent(URL.self, forKey: .icon)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            type = try container.decode(Kind.self, forKey: .type)
            rarity = try container.decode(GuildWars2.Rarity.self, forKey: .rarity)
            level = try container.decode(Int.self, forKey: .level)
            vendorValue = try container.decode(Int.self, forKey: .vendorValue)
            defaultSkin = try container.decodeIfPresent(Int.self, forKey: .defaultSkin)
            flags = try container.decodeIfPresent([Flag].self, forKey: .flags) ?? []
            gameTypes = try container.decodeIfPresent([GameType].self, forKey: .gameTypes) ?? []
            restrictions = try container.decodeIfPresent([GuildWars2.Restriction].self, forKey: .restrictions) ?? []
            upgradesInto = try container.decodeIfPresent([UpgradeLink].self, forKey: .upgradesInto)
            upgradesFrom = try container.decodeIfPresent([UpgradeLink].self, forKey: .upgradesFrom)
            if container.contains(.details), try !container.decodeNil(forKey: .details) {
                details = try Details(type: type, from: container.superDecoder(forKey: .details))
            } else {
                details = nil
            }
        }
    }
}
