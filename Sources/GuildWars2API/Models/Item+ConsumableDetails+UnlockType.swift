// What an unlock consumable unlocks.
import Foundation
import RESTChain

extension GuildWars2.Item.ConsumableDetails {
    /// What an unlock consumable unlocks.
    ///
    /// Present only when the consumable's type is `unlock`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct UnlockType: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"BagSlot"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A bag slot.
        public static let bagSlot = UnlockType(rawValue: "BagSlot")
        /// A bank tab.
        public static let bankTab = UnlockType(rawValue: "BankTab")
        /// A Mist Champion.
        public static let champion = UnlockType(rawValue: "Champion")
        /// Material storage capacity.
        public static let collectibleCapacity = UnlockType(rawValue: "CollectibleCapacity")
        /// Content such as a finisher.
        public static let content = UnlockType(rawValue: "Content")
        /// A recipe.
        public static let craftingRecipe = UnlockType(rawValue: "CraftingRecipe")
        /// A dye.
        public static let dye = UnlockType(rawValue: "Dye")
        /// A glider skin.
        public static let gliderSkin = UnlockType(rawValue: "GliderSkin")
        /// A miniature.
        public static let minipet = UnlockType(rawValue: "Minipet")
        /// A mount skin.
        public static let ms = UnlockType(rawValue: "Ms")
        /// An outfit.
        public static let outfit = UnlockType(rawValue: "Outfit")
        /// Something random.
        public static let randomUnlock = UnlockType(rawValue: "RandomUnlock")
        /// A shared inventory slot.
        public static let sharedSlot = UnlockType(rawValue: "SharedSlot")
    }
}
