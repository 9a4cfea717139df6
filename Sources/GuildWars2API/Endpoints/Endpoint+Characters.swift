// The character routes of /v2: a key's characters and each one's sub-routes, `:name` filled per request.
import Foundation

extension GuildWars2.Endpoint {
    /// `characters`: the names of the key's characters, or characters by `ids` (names, `ids=all` too).
    public static let characters = Self("characters", permissions: [.account, .characters], allowsAllIDs: true)
    /// `characters/:name`: one character, whole.
    public static let character = keyed("characters/:name", .characters)
    /// `characters/:name/backstory`, decoded as ``GuildWars2/CharacterBackstory``.
    public static let characterBackstory = keyed("characters/:name/backstory", .characters)
    /// `characters/:name/buildtabs`.
    public static let characterBuildTabs = keyed("characters/:name/buildtabs", .characters, .builds)
    /// `characters/:name/buildtabs/active`.
    public static let characterActiveBuildTab = keyed("characters/:name/buildtabs/active", .characters, .builds)
    /// `characters/:name/core`: name, race, profession, level, age.
    public static let characterCore = keyed("characters/:name/core", .characters)
    /// `characters/:name/crafting`: the crafting disciplines, decoded as ``GuildWars2/CharacterCrafting``.
    public static let characterCrafting = keyed("characters/:name/crafting", .characters)
    /// `characters/:name/equipment`, decoded as ``GuildWars2/CharacterEquipment``.
    public static let characterEquipment = keyed("characters/:name/equipment", .characters, .builds)
    /// `characters/:name/equipmenttabs`.
    public static let characterEquipmentTabs = keyed("characters/:name/equipmenttabs", .characters, .builds)
    /// `characters/:name/equipmenttabs/active`.
    public static let characterActiveEquipmentTab = keyed(
        "characters/:name/equipmenttabs/active", .characters, .builds)
    /// `characters/:name/heropoints`.
    public static let characterHeroPoints = keyed("characters/:name/heropoints", .characters, .progression)
    /// `characters/:name/inventory`: the bags, decoded as ``GuildWars2/CharacterInventory``.
    public static let characterInventory = keyed("characters/:name/inventory", .characters, .inventories)
    /// `characters/:name/quests`.
    public static let characterQuests = keyed("characters/:name/quests", .characters, .progression)
    /// `characters/:name/recipes`, decoded as ``GuildWars2/CharacterRecipes``.
    public static let characterRecipes = keyed("characters/:name/recipes", .characters, .unlocks)
    /// `characters/:name/sab`: Super Adventure Box progress.
    public static let characterSuperAdventureBox = keyed("characters/:name/sab", .characters, .progression)
    /// `characters/:name/skills`, decoded as ``GuildWars2/CharacterSkills``.
    public static let characterSkills = keyed("characters/:name/skills", .characters, .builds)
    /// `characters/:name/specializations`, decoded as ``GuildWars2/CharacterSpecializations``.
    public static let characterSpecializations = keyed("characters/:name/specializations", .characters, .builds)
    /// `characters/:name/training`, decoded as ``GuildWars2/CharacterTraining``.
    public static let characterTraining = keyed("characters/:name/training", .characters, .builds)

    /// The character routes.
    public static var characterRoutes: [Self] {
        [
            characters, character, characterBackstory, characterBuildTabs, characterActiveBuildTab, characterCore,
            characterCrafting, characterEquipment, characterEquipmentTabs, characterActiveEquipmentTab,
            characterHeroPoints, characterInventory, characterQuests, characterRecipes, characterSuperAdventureBox,
            characterSkills, characterSpecializations, characterTraining,
        ]
    }
}
