// The bodies of the character routes that answer one member ({"bags": […]}, {"skills": {…}} …), one model each.
import Foundation
import RESTChain

extension GuildWars2 {
    /// `characters/:name/backstory`: `{"backstory": [answer ids]}`.
    public struct CharacterBackstory: Codable, Sendable, Hashable {
        /// The backstory answer ids, such as `7-54`.
        public let backstory: [String]
    }

    /// `characters/:name/crafting`: `{"crafting": […]}`.
    public struct CharacterCrafting: Codable, Sendable, Hashable {
        /// The crafting disciplines.
        public let crafting: [CraftingDiscipline]
    }

    /// `characters/:name/equipment`: `{"equipment": […]}`, every tab's pieces.
    public struct CharacterEquipment: Codable, Sendable, Hashable {
        /// The equipped items of every tab.
        public let equipment: [EquipmentItem]
    }

    /// `characters/:name/inventory`: `{"bags": […]}`.
    public struct CharacterInventory: Codable, Sendable, Hashable {
        /// The bags, `nil` for an empty bag slot.
        public let bags: [Bag?]
    }

    /// `characters/:name/recipes`: `{"recipes": [ids]}`.
    public struct CharacterRecipes: Codable, Sendable, Hashable {
        /// The recipe ids learned.
        public let recipes: [Int]
    }

    /// `characters/:name/skills`: `{"skills": {"pve": …, "pvp": …, "wvw": …}}`.
    public struct CharacterSkills: Codable, Sendable, Hashable {
        /// The skills in each game mode.
        public let skills: GameModes<SavedBuild.Skills>
    }

    /// `characters/:name/specializations`: `{"specializations": {"pve": […], …}}`.
    public struct CharacterSpecializations: Codable, Sendable, Hashable {
        /// The specialization lines in each game mode.
        public let specializations: GameModes<[SavedBuild.SpecializationLine]>
    }

    /// `characters/:name/training`: `{"training": […]}`.
    public struct CharacterTraining: Codable, Sendable, Hashable {
        /// The training tracks.
        public let training: [TrainingTrack]
    }
}
