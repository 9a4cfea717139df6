// The details of an upgrade component: sigils, runes, jewels and infusions.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of an `UpgradeComponent` item.
    ///
    /// Runes list their set ``bonuses``; sigils describe their effect in the infix upgrade's buff.
    public struct UpgradeComponentDetails: Codable, Sendable, Hashable {
        /// The upgrade component type.
        public let type: Kind
        /// What the upgrade can be applied to: weapon types, armor weights or trinkets.
        public let flags: [Target]
        /// The kinds of infusion this upgrade is, for infusions.
        public let infusionUpgradeFlags: [InfusionFlag]
        /// The suffix the upgrade adds to an item's name, such as `of Force`.
        public let suffix: String?
        /// The stats or buff the upgrade adds.
        public let infixUpgrade: InfixUpgrade?
        /// The rune set bonuses, one per rune count.
        public let bonuses: [String]?
        /// The item's attribute scaling factor.
        public let attributeAdjustment: Double?

        enum CodingKeys: String, CodingKey {
            case type, flags, suffix, bonuses
            case infusionUpgradeFlags = "infusion_upgrade_flags"
            case infixUpgrade = "infix_upgrade"
            case attributeAdjustment = "attribute_adjustment"
        }
    }
}

extension GuildWars2.Item.UpgradeComponentDetails {
    /// The type of an upgrade component.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A generic upgrade such as an infusion.
        public static let `default` = Kind(rawValue: "Default")
        /// A jewel or gem.
        public static let gem = Kind(rawValue: "Gem")
        /// An armor rune.
        public static let rune = Kind(rawValue: "Rune")
        /// A weapon sigil.
        public static let sigil = Kind(rawValue: "Sigil")
    }
}

extension GuildWars2.Item.UpgradeComponentDetails {
    /// What an upgrade component can be applied to.
    ///
    /// Besides the values below, the API uses every `WeaponType` raw value, such as `"Greatsword"`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Target: OpenEnum {
        /// The string the API sends, such as `"HeavyArmor"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Heavy armor.
        public static let heavyArmor = Target(rawValue: "HeavyArmor")
        /// Medium armor.
        public static let mediumArmor = Target(rawValue: "MediumArmor")
        /// Light armor.
        public static let lightArmor = Target(rawValue: "LightArmor")
        /// Trinkets.
        public static let trinket = Target(rawValue: "Trinket")
    }
}
