// A whole character, from /v2/characters/:name or /v2/characters?ids=all.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A whole character: its ``CharacterCore`` (read through, as `character.level`) and everything the sub-routes
    /// give, in one object.
    ///
    /// From `characters/:name` or `characters?ids=all` (key with `characters`; `builds`, `inventories` and
    /// `progression` add fields, so each is optional). Shape from the wiki's API:2/characters page; no live
    /// response was recorded.
    @dynamicMemberLookup
    public struct Character: Codable, Sendable, Hashable {
        /// Name, race, gender, profession, level, guild, age, dates, deaths and title.
        public let core: CharacterCore
        /// The backstory answer ids (`/v2/backstory/answers`).
        public let backstory: [String]?
        /// The crafting disciplines.
        public let crafting: [CraftingDiscipline]?
        /// The equipment of every tab.
        public let equipment: [EquipmentItem]?
        /// The recipe ids the character learned.
        public let recipes: [Int]?
        /// The training tracks.
        public let training: [TrainingTrack]?
        /// The bags, `nil` for an empty bag slot.
        public let bags: [Bag?]?
        /// The World vs. World abilities trained.
        public let wvwAbilities: [WvWAbilityRank]?
        /// Flags such as `Beta`.
        public let flags: [String]?
        /// The structured PvP equipment.
        public let equipmentPvP: PvPEquipment?
        /// How many build tabs the character has.
        public let buildTabsUnlocked: Int?
        /// The active build tab.
        public let activeBuildTab: Int?
        /// The build tabs.
        public let buildTabs: [BuildTab]?
        /// How many equipment tabs the character has.
        public let equipmentTabsUnlocked: Int?
        /// The active equipment tab.
        public let activeEquipmentTab: Int?
        /// The equipment tabs.
        public let equipmentTabs: [EquipmentTab]?
        /// The specializations per game mode, in schemas before 2019-12-19 (build tabs replaced them).
        public let specializations: GameModes<[SavedBuild.SpecializationLine]>?
        /// The skills per game mode, in schemas before 2019-12-19 (build tabs replaced them).
        public let skills: GameModes<SavedBuild.Skills>?

        /// A field of the core, such as `character.name` or `character.level`.
        public subscript<Value>(dynamicMember keyPath: KeyPath<CharacterCore, Value>) -> Value {
            core[keyPath: keyPath]
        }

        enum CodingKeys: String, CodingKey {
            case backstory, crafting, equipment, recipes, training, bags, flags, specializations, skills
            case wvwAbilities = "wvw_abilities"
            case equipmentPvP = "equipment_pvp"
            case buildTabsUnlocked = "build_tabs_unlocked"
            case activeBuildTab = "active_build_tab"
            case buildTabs = "build_tabs"
            case equipmentTabsUnlocked = "equipment_tabs_unlocked"
            case activeEquipmentTab = "active_equipment_tab"
            case equipmentTabs = "equipment_tabs"
        }

        /// Decodes a character: the core's fields and the rest side by side in one object.
        ///
        /// - Throws: `DecodingError` when a core field is missing or a value has the wrong type.
        public init(from decoder: any Decoder) throws {
            core = try CharacterCore(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            backstory = try container.decodeIfPresent([String].self, forKey: .backstory)
            crafting = try container.decodeIfPresent([CraftingDiscipline].self, forKey: .crafting)
            equipment = try container.decodeIfPresent([EquipmentItem].self, forKey: .equipment)
            recipes = try container.decodeIfPresent([Int].self, forKey: .recipes)
            training = try container.decodeIfPresent([TrainingTrack].self, forKey: .training)
            bags = try container.decodeIfPresent([Bag?].self, forKey: .bags)
            wvwAbilities = try container.decodeIfPresent([WvWAbilityRank].self, forKey: .wvwAbilities)
            flags = try container.decodeIfPresent([String].self, forKey: .flags)
            equipmentPvP = try container.decodeIfPresent(PvPEquipment.self, forKey: .equipmentPvP)
            buildTabsUnlocked = try container.decodeIfPresent(Int.self, forKey: .buildTabsUnlocked)
            activeBuildTab = try container.decodeIfPresent(Int.self, forKey: .activeBuildTab)
            buildTabs = try container.decodeIfPresent([BuildTab].self, forKey: .buildTabs)
            equipmentTabsUnlocked = try container.decodeIfPresent(Int.self, forKey: .equipmentTabsUnlocked)
            activeEquipmentTab = try container.decodeIfPresent(Int.self, forKey: .activeEquipmentTab)
            equipmentTabs = try container.decodeIfPresent([EquipmentTab].self, forKey: .equipmentTabs)
            specializations = try container.decodeIfPresent(
                GameModes<[SavedBuild.SpecializationLine]>.self, forKey: .specializations)
            skills = try container.decodeIfPresent(GameModes<SavedBuild.Skills>.self, forKey: .skills)
        }

        /// Encodes the character as the API sends it: one object.
        public func encode(to encoder: any Encoder) throws {
            try core.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(backstory, forKey: .backstory)
            try container.encodeIfPresent(crafting, forKey: .crafting)
            try container.encodeIfPresent(equipment, forKey: .equipment)
            try container.encodeIfPresent(recipes, forKey: .recipes)
            try container.encodeIfPresent(training, forKey: .training)
            try container.encodeIfPresent(bags, forKey: .bags)
            try container.encodeIfPresent(wvwAbilities, forKey: .wvwAbilities)
            try container.encodeIfPresent(flags, forKey: .flags)
            try container.encodeIfPresent(equipmentPvP, forKey: .equipmentPvP)
            try container.encodeIfPresent(buildTabsUnlocked, forKey: .buildTabsUnlocked)
            try container.encodeIfPresent(activeBuildTab, forKey: .activeBuildTab)
            try container.encodeIfPresent(buildTabs, forKey: .buildTabs)
            try container.encodeIfPresent(equipmentTabsUnlocked, forKey: .equipmentTabsUnlocked)
            try container.encodeIfPresent(activeEquipmentTab, forKey: .activeEquipmentTab)
            try container.encodeIfPresent(equipmentTabs, forKey: .equipmentTabs)
            try container.encodeIfPresent(specializations, forKey: .specializations)
            try container.encodeIfPresent(skills, forKey: .skills)
        }
    }
}
