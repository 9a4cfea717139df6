// The type of a recipe, named for what it makes.
import Foundation
import RESTChain

extension GuildWars2.Recipe {
    /// The type of a recipe.
    ///
    /// Weapon and armor recipes use the weapon type or armor slot as their type.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Refinement"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Refines raw materials.
        public static let refinement = Kind(rawValue: "Refinement")
        /// Refines with Globs of Ectoplasm.
        public static let refinementEctoplasm = Kind(rawValue: "RefinementEctoplasm")
        /// Refines with Obsidian Shards.
        public static let refinementObsidian = Kind(rawValue: "RefinementObsidian")
        /// A crafting component.
        public static let component = Kind(rawValue: "Component")
        /// A weapon inscription.
        public static let inscription = Kind(rawValue: "Inscription")
        /// An armor insignia.
        public static let insignia = Kind(rawValue: "Insignia")
        /// An upgrade.
        public static let upgradeComponent = Kind(rawValue: "UpgradeComponent")
        /// A legendary component.
        public static let legendaryComponent = Kind(rawValue: "LegendaryComponent")
        /// A bag.
        public static let bag = Kind(rawValue: "Bag")
        /// Several items at once.
        public static let bulk = Kind(rawValue: "Bulk")
        /// A consumable.
        public static let consumable = Kind(rawValue: "Consumable")
        /// A dye.
        public static let dye = Kind(rawValue: "Dye")
        /// Food.
        public static let food = Kind(rawValue: "Food")
        /// A feast.
        public static let feast = Kind(rawValue: "Feast")
        /// A potion.
        public static let potion = Kind(rawValue: "Potion")
        /// A guild consumable.
        public static let guildConsumable = Kind(rawValue: "GuildConsumable")
        /// A guild hall decoration.
        public static let guildDecoration = Kind(rawValue: "GuildDecoration")
    }
}
