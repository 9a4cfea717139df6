// GuildWars2's typed character calls: the key's characters, one whole, and each sub-route by character name.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The names of the key's characters (`characters`, `characters`).
    ///
    /// Every character at once: `try await gw2.fetch(all: .characters, as: GuildWars2.Character.self)`.
    /// - Throws: `RESTError.invalidRequest` naming a missing permission before anything is sent; any `RESTError`
    ///   of the request (`httpStatus` 404 for a name the account does not have, in the calls below).
    public func characters() async throws(RESTError) -> [String] { try await fetch(.characters) }

    /// One whole character (`characters/:name`).
    public func character(named name: String) async throws(RESTError) -> Character {
        try await fetch(.character.filled(with: name))
    }

    /// A character's name, race, profession, level and age (`characters/:name/core`).
    public func characterCore(of name: String) async throws(RESTError) -> CharacterCore {
        try await fetch(.characterCore.filled(with: name))
    }

    /// A character's backstory answer ids (`characters/:name/backstory`).
    public func characterBackstory(of name: String) async throws(RESTError) -> [String] {
        try await fetch(.characterBackstory.filled(with: name), as: CharacterBackstory.self).backstory
    }

    /// Every build tab of a character (`characters/:name/buildtabs?tabs=all`, `builds`).
    public func characterBuildTabs(of name: String) async throws(RESTError) -> [BuildTab] {
        try await fetch(.characterBuildTabs.filled(with: name), query: [URLQueryItem(name: "tabs", value: "all")])
    }

    /// The build tab a character uses now (`characters/:name/buildtabs/active`, `builds`).
    public func characterActiveBuildTab(of name: String) async throws(RESTError) -> BuildTab {
        try await fetch(.characterActiveBuildTab.filled(with: name))
    }

    /// A character's crafting disciplines (`characters/:name/crafting`).
    public func characterCrafting(of name: String) async throws(RESTError) -> [CraftingDiscipline] {
        try await fetch(.characterCrafting.filled(with: name), as: CharacterCrafting.self).crafting
    }

    /// A character's equipment, every tab's (`characters/:name/equipment`, `builds`).
    public func characterEquipment(of name: String) async throws(RESTError) -> [EquipmentItem] {
        try await fetch(.characterEquipment.filled(with: name), as: CharacterEquipment.self).equipment
    }

    /// Every equipment tab of a character (`characters/:name/equipmenttabs?tabs=all`, `builds`).
    public func characterEquipmentTabs(of name: String) async throws(RESTError) -> [EquipmentTab] {
        try await fetch(
            .characterEquipmentTabs.filled(with: name), query: [URLQueryItem(name: "tabs", value: "all")])
    }

    /// The equipment tab a character uses now (`characters/:name/equipmenttabs/active`, `builds`).
    public func characterActiveEquipmentTab(of name: String) async throws(RESTError) -> EquipmentTab {
        try await fetch(.characterActiveEquipmentTab.filled(with: name))
    }

    /// The hero challenge ids a character completed, such as `0-3` (`characters/:name/heropoints`, `progression`).
    public func characterHeroPoints(of name: String) async throws(RESTError) -> [String] {
        try await fetch(.characterHeroPoints.filled(with: name))
    }

    /// A character's bags, `nil` for an empty bag slot (`characters/:name/inventory`, `inventories`).
    public func characterInventory(of name: String) async throws(RESTError) -> [Bag?] {
        try await fetch(.characterInventory.filled(with: name), as: CharacterInventory.self).bags
    }

    /// The story quest ids a character completed (`characters/:name/quests`, `progression`).
    public func characterQuests(of name: String) async throws(RESTError) -> [Int] {
        try await fetch(.characterQuests.filled(with: name))
    }

    /// The recipe ids a character learned (`characters/:name/recipes`, `unlocks`).
    public func characterRecipes(of name: String) async throws(RESTError) -> [Int] {
        try await fetch(.characterRecipes.filled(with: name), as: CharacterRecipes.self).recipes
    }

    /// A character's Super Adventure Box progress (`characters/:name/sab`, `progression`).
    public func characterSuperAdventureBox(of name: String) async throws(RESTError) -> SuperAdventureBoxProgress {
        try await fetch(.characterSuperAdventureBox.filled(with: name))
    }

    /// A character's skills in PvE, PvP and WvW (`characters/:name/skills`, `builds`).
    public func characterSkills(of name: String) async throws(RESTError) -> GameModes<SavedBuild.Skills> {
        try await fetch(.characterSkills.filled(with: name), as: CharacterSkills.self).skills
    }

    /// A character's specializations in PvE, PvP and WvW (`characters/:name/specializations`, `builds`).
    public func characterSpecializations(
        of name: String
    ) async throws(RESTError) -> GameModes<[SavedBuild.SpecializationLine]> {
        try await fetch(.characterSpecializations.filled(with: name), as: CharacterSpecializations.self).specializations
    }

    /// A character's training tracks (`characters/:name/training`, `builds`).
    public func characterTraining(of name: String) async throws(RESTError) -> [TrainingTrack] {
        try await fetch(.characterTraining.filled(with: name), as: CharacterTraining.self).training
    }
}
