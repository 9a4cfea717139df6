// The type of an item, which decides the shape of its details.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The type of an item.
    ///
    /// It decides which `Item.Details` case the item's details decode into.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Armor"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

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
