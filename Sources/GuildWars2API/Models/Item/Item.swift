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
        ///
        /// Made from the address the API sent each time it is read, so that decoding a page of items parses no URL.
        public var icon: URL? { iconAddress.flatMap { URL(string: $0) } }
        /// The icon's address as the API sends it, such as `https://render.guildwars2.com/file/…/61041.png`.
        let iconAddress: String?
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
            case id, name, description, type, rarity, level, flags, restrictions, details
            case iconAddress = "icon"
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
            iconAddress = try container.decodeIfPresent(String.self, forKey: .iconAddress)
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

extension GuildWars2.Item {
    /// The type of an item.
    ///
    /// It decides which `Item.Details` case the item's details decode into.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Armor"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Armor.
        public static let armor = Kind(rawValue: "Armor")
        /// A back item.
        public static let back = Kind(rawValue: "Back")
        /// A bag.
        public static let bag = Kind(rawValue: "Bag")
        /// A consumable.
        public static let consumable = Kind(rawValue: "Consumable")
        /// A container.
        public static let container = Kind(rawValue: "Container")
        /// A crafting material; it has no details.
        public static let craftingMaterial = Kind(rawValue: "CraftingMaterial")
        /// A gathering tool.
        public static let gathering = Kind(rawValue: "Gathering")
        /// A gizmo.
        public static let gizmo = Kind(rawValue: "Gizmo")
        /// A jade bot module.
        public static let jadeTechModule = Kind(rawValue: "JadeTechModule")
        /// A key.
        public static let key = Kind(rawValue: "Key")
        /// A miniature.
        public static let miniPet = Kind(rawValue: "MiniPet")
        /// A jade bot power core.
        public static let powerCore = Kind(rawValue: "PowerCore")
        /// A relic.
        public static let relic = Kind(rawValue: "Relic")
        /// A salvage tool.
        public static let tool = Kind(rawValue: "Tool")
        /// A trait guide.
        public static let trait = Kind(rawValue: "Trait")
        /// A trinket.
        public static let trinket = Kind(rawValue: "Trinket")
        /// A trophy; it has no details.
        public static let trophy = Kind(rawValue: "Trophy")
        /// An upgrade component.
        public static let upgradeComponent = Kind(rawValue: "UpgradeComponent")
        /// A weapon.
        public static let weapon = Kind(rawValue: "Weapon")
    }
}

extension GuildWars2.Item {
    /// A game mode an item can be used in.
    ///
    /// The API lists every mode the item works in.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct GameType: OpenEnum {
        /// The string the API sends, such as `"Activity"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Activities.
        public static let activity = GameType(rawValue: "Activity")
        /// Dungeons.
        public static let dungeon = GameType(rawValue: "Dungeon")
        /// Player versus environment.
        public static let pve = GameType(rawValue: "Pve")
        /// Structured PvP.
        public static let pvp = GameType(rawValue: "Pvp")
        /// The Heart of the Mists lobby.
        public static let pvpLobby = GameType(rawValue: "PvpLobby")
        /// World versus World.
        public static let wvw = GameType(rawValue: "Wvw")
    }
}
