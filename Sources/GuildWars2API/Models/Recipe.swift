// A crafting recipe from /v2/recipes.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A crafting recipe from `/v2/recipes`.
    ///
    /// Recipe 7319 makes one Lump of Mithrillium (item 46742) from 50 Mithril Ingots, a Glob of Ectoplasm and 10
    /// Thermocatalytic Reagents. `/v2/recipes/search?input=` and `?output=` return recipe ids for an item.
    public struct Recipe: Codable, Sendable, Hashable, Identifiable {
        /// The recipe id.
        public let id: Int
        /// The recipe type.
        public let type: Kind
        /// The item the recipe makes.
        public let outputItemID: Int
        /// How many of the item one craft makes.
        public let outputItemCount: Int
        /// How long one craft takes, in milliseconds.
        public let timeToCraftMilliseconds: Int
        /// The disciplines that can craft it.
        public let disciplines: [Discipline]
        /// The discipline rating required.
        public let minRating: Int
        /// How the recipe is learned.
        public let flags: [Flag]
        /// What one craft uses.
        public let ingredients: [RecipeIngredient]
        /// The guild upgrades one craft uses, for guild recipes.
        public let guildIngredients: [GuildIngredient]?
        /// The guild upgrade the recipe makes, for guild recipes.
        public let outputUpgradeID: Int?
        /// The chat link, such as `[&CZccAAA=]`.
        public let chatLink: String

        enum CodingKeys: String, CodingKey {
            case id, type, disciplines, flags, ingredients
            case outputItemID = "output_item_id"
            case outputItemCount = "output_item_count"
            case timeToCraftMilliseconds = "time_to_craft_ms"
            case minRating = "min_rating"
            case guildIngredients = "guild_ingredients"
            case outputUpgradeID = "output_upgrade_id"
            case chatLink = "chat_link"
        }
    }
}
