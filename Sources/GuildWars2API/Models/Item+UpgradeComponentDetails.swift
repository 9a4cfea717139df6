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
