// The details of a consumable item: food, utility, unlocks and the like.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Consumable` item.
    ///
    /// Which optional fields are set depends on ``type``: food and utilities have an effect name, description and
    /// duration; unlocks have an ``unlockType`` and, for dyes and recipes, the id of what they unlock.
    public struct ConsumableDetails: Codable, Sendable, Hashable {
        /// The consumable type.
        public let type: Kind
        /// The effect's description.
        public let description: String?
        /// How long the effect lasts, in milliseconds.
        public let durationMilliseconds: Int?
        /// What the consumable unlocks, for unlock consumables.
        public let unlockType: UnlockType?
        /// The dye id, for dye unlocks.
        public let colorID: Int?
        /// The recipe id, for recipe unlocks.
        public let recipeID: Int?
        /// Further recipe ids, for recipe unlocks that teach several recipes.
        public let extraRecipeIDs: [Int]?
        /// The guild upgrade id, for guild consumables.
        public let guildUpgradeID: Int?
        /// How many stacks of the effect one use applies.
        public let applyCount: Int?
        /// The effect's name.
        public let name: String?
        /// The effect's icon URL.
        public let icon: URL?
        /// The skin ids the consumable unlocks.
        public let skins: [Int]?

        enum CodingKeys: String, CodingKey {
            case type, description, name, icon, skins
            case durationMilliseconds = "duration_ms"
            case unlockType = "unlock_type"
            case colorID = "color_id"
            case recipeID = "recipe_id"
            case extraRecipeIDs = "extra_recipe_ids"
            case guildUpgradeID = "guild_upgrade_id"
            case applyCount = "apply_count"
        }
    }
}

extension GuildWars2.Item.ConsumableDetails {
    /// The type of a consumable item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"AppearanceChange"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Changes the character's appearance.
        public static let appearanceChange = Kind(rawValue: "AppearanceChange")
        /// An alcoholic drink.
        public static let booze = Kind(rawValue: "Booze")
        /// Summons a contract NPC.
        public static let contractNpc = Kind(rawValue: "ContractNpc")
        /// Grants a currency.
        public static let currency = Kind(rawValue: "Currency")
        /// Food that nourishes.
        public static let food = Kind(rawValue: "Food")
        /// A generic consumable.
        public static let generic = Kind(rawValue: "Generic")
        /// A Halloween consumable.
        public static let halloween = Kind(rawValue: "Halloween")
        /// Used as soon as it is acquired.
        public static let immediate = Kind(rawValue: "Immediate")
        /// Unlocks a random mount skin.
        public static let mountRandomUnlock = Kind(rawValue: "MountRandomUnlock")
        /// Unlocks something random.
        public static let randomUnlock = Kind(rawValue: "RandomUnlock")
        /// Teleports to a friend.
        public static let teleportToFriend = Kind(rawValue: "TeleportToFriend")
        /// Changes a skin.
        public static let transmutation = Kind(rawValue: "Transmutation")
        /// Unlocks something.
        public static let unlock = Kind(rawValue: "Unlock")
        /// Removes an upgrade.
        public static let upgradeRemoval = Kind(rawValue: "UpgradeRemoval")
        /// A utility buff.
        public static let utility = Kind(rawValue: "Utility")
    }
}

extension GuildWars2.Item.ConsumableDetails {
    /// What an unlock consumable unlocks.
    ///
    /// Present only when the consumable's type is `unlock`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct UnlockType: OpenEnum {
        /// The string the API sends, such as `"BagSlot"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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
