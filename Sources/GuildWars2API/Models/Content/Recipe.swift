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

extension GuildWars2.Recipe {
    /// The type of a recipe.
    ///
    /// Weapon and armor recipes use the weapon type or armor slot as their type.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Refinement"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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

extension GuildWars2.Recipe {
    /// A crafting discipline.
    ///
    /// A recipe lists every discipline that can craft it.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Discipline: OpenEnum {
        /// The string the API sends, such as `"Armorsmith"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Armorsmith.
        public static let armorsmith = Discipline(rawValue: "Armorsmith")
        /// Artificer.
        public static let artificer = Discipline(rawValue: "Artificer")
        /// Chef.
        public static let chef = Discipline(rawValue: "Chef")
        /// Huntsman.
        public static let huntsman = Discipline(rawValue: "Huntsman")
        /// Jeweler.
        public static let jeweler = Discipline(rawValue: "Jeweler")
        /// Leatherworker.
        public static let leatherworker = Discipline(rawValue: "Leatherworker")
        /// Scribe.
        public static let scribe = Discipline(rawValue: "Scribe")
        /// Tailor.
        public static let tailor = Discipline(rawValue: "Tailor")
        /// Weaponsmith.
        public static let weaponsmith = Discipline(rawValue: "Weaponsmith")
    }
}

extension GuildWars2.Recipe {
    /// A flag on a recipe.
    ///
    /// It tells how the recipe is learned.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Flag: OpenEnum {
        /// The string the API sends, such as `"AutoLearned"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Learned when the discipline reaches the recipe's rating.
        public static let autoLearned = Flag(rawValue: "AutoLearned")
        /// Learned from a recipe sheet.
        public static let learnedFromItem = Flag(rawValue: "LearnedFromItem")
    }
}

extension GuildWars2.Recipe {
    /// A guild upgrade a guild recipe uses.
    ///
    /// The upgrade id refers to `/v2/guild/upgrades`.
    public struct GuildIngredient: Codable, Sendable, Hashable {
        /// The guild upgrade.
        public let upgradeID: Int
        /// How many one craft uses.
        public let count: Int

        enum CodingKeys: String, CodingKey {
            case count
            case upgradeID = "upgrade_id"
        }
    }
}
