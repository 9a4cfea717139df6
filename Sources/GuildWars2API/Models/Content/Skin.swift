// A skin (appearance) from /v2/skins.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A skin from `/v2/skins`.
    ///
    /// Armor skins have a slot, weight class and dye slots in ``details``; weapon skins a weapon type and damage
    /// type.
    public struct Skin: Codable, Sendable, Hashable, Identifiable {
        /// The skin id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The skin type.
        public let type: Kind
        /// The skin's flags.
        public let flags: [Flag]
        /// The races and professions that may use the skin; empty when everyone may.
        public let restrictions: [GuildWars2.Restriction]
        /// The icon URL.
        public let icon: URL?
        /// The rarity.
        public let rarity: GuildWars2.Rarity
        /// The description, when the skin has one.
        public let description: String?
        /// The type-specific details.
        public let details: Details?
    }
}

extension GuildWars2.Skin {
    /// The type of a skin.
    ///
    /// It tells how to read the skin's details.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Armor"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An armor skin.
        public static let armor = Kind(rawValue: "Armor")
        /// A weapon skin.
        public static let weapon = Kind(rawValue: "Weapon")
        /// A back item skin.
        public static let back = Kind(rawValue: "Back")
        /// A gathering tool skin.
        public static let gathering = Kind(rawValue: "Gathering")
    }
}

extension GuildWars2.Skin {
    /// A flag on a skin.
    ///
    /// Flags tell how the wardrobe shows the skin.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Flag: OpenEnum {
        /// The string the API sends, such as `"ShowInWardrobe"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Shown in the wardrobe.
        public static let showInWardrobe = Flag(rawValue: "ShowInWardrobe")
        /// Applied for free.
        public static let noCost = Flag(rawValue: "NoCost")
        /// Hidden until unlocked.
        public static let hideIfLocked = Flag(rawValue: "HideIfLocked")
        /// Shown with the skin's rarity.
        public static let overrideRarity = Flag(rawValue: "OverrideRarity")
    }
}

extension GuildWars2.Skin {
    /// The type-specific details of a skin.
    ///
    /// ``type`` is an armor slot (`Coat`), a weapon type (`Axe`) or a gathering tool type (`Mining`), as the API
    /// spells it; the skin's ``GuildWars2/Skin/armorSlot``, ``GuildWars2/Skin/weaponType`` and
    /// ``GuildWars2/Skin/gatheringTool`` give it typed. Armor sets ``weightClass`` and ``dyeSlots``; weapons
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

extension GuildWars2.Skin {
    /// The dye slots of an armor skin.
    ///
    /// A `nil` slot cannot be dyed. Overrides replace the default slots for one race and gender, keyed like
    /// `AsuraMale` or `CharrFemale`.
    public struct DyeSlots: Codable, Sendable, Hashable {
        /// The slots most races and genders use.
        public let defaultSlots: [DyeSlot?]
        /// The slots of particular races and genders.
        public let overrides: [String: [DyeSlot?]]

        enum CodingKeys: String, CodingKey {
            case overrides
            case defaultSlots = "default"
        }
    }
}

extension GuildWars2.Skin {
    /// One dye slot of an armor skin.
    ///
    /// The colour id refers to `/v2/colors`; the material picks which of the colour's variants applies.
    public struct DyeSlot: Codable, Sendable, Hashable {
        /// The default colour.
        public let colorID: Int
        /// The material, which picks the colour's variant.
        public let material: Material

        enum CodingKeys: String, CodingKey {
            case material
            case colorID = "color_id"
        }
    }
}

extension GuildWars2.Skin.DyeSlot {
    /// The material of a dye slot: the colour's `cloth`, `leather` or `metal` variant applies.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Material: OpenEnum {
        /// The string the API sends, such as `"cloth"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Cloth (``GuildWars2/Color/cloth``).
        public static let cloth = Material(rawValue: "cloth")
        /// Leather (``GuildWars2/Color/leather``).
        public static let leather = Material(rawValue: "leather")
        /// Metal (``GuildWars2/Color/metal``).
        public static let metal = Material(rawValue: "metal")
    }
}

extension GuildWars2.Skin {
    /// The slot of an armor skin, such as `.coat`; `nil` for other skins.
    public var armorSlot: GuildWars2.ArmorSlot? {
        guard type == .armor, let kind = details?.type else { return nil }
        return GuildWars2.ArmorSlot(rawValue: kind)
    }

    /// The weapon type of a weapon skin, spelled as items spell it; `nil` for other skins.
    ///
    /// Skins send `Longbow` and `Shortbow` where items send `LongBow` and `ShortBow`; this gives
    /// ``GuildWars2/WeaponType/longBow`` and ``GuildWars2/WeaponType/shortBow`` for both, so a skin and the
    /// weapons that use it compare equal.
    public var weaponType: GuildWars2.WeaponType? {
        guard type == .weapon, let kind = details?.type else { return nil }
        switch kind {
        case "Longbow": return .longBow
        case "Shortbow": return .shortBow
        default: return GuildWars2.WeaponType(rawValue: kind)
        }
    }

    /// The tool of a gathering tool skin, such as `.mining`; `nil` for other skins.
    public var gatheringTool: GuildWars2.Item.GatheringDetails.Kind? {
        guard type == .gathering, let kind = details?.type else { return nil }
        return GuildWars2.Item.GatheringDetails.Kind(rawValue: kind)
    }
}
