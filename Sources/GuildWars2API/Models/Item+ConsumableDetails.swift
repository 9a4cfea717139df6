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
