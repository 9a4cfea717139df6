// The domain-first conformances of the game content models from achievements to legends.
import Foundation
import RESTChain

extension GuildWars2.AchievementCategory: GuildWars2Object {
    /// `achievements/categories`.
    public static var route: GuildWars2.Route { .achievementCategories }
}

extension GuildWars2.AchievementGroup: GuildWars2Object {
    /// `achievements/groups`.
    public static var route: GuildWars2.Route { .achievementGroups }
}

extension GuildWars2.BackstoryAnswer: GuildWars2Object {
    /// `backstory/answers`.
    public static var route: GuildWars2.Route { .backstoryAnswers }
}

extension GuildWars2.BackstoryQuestion: GuildWars2Object {
    /// `backstory/questions`.
    public static var route: GuildWars2.Route { .backstoryQuestions }
}

extension GuildWars2.Color: GuildWars2Object {
    /// `colors`.
    public static var route: GuildWars2.Route { .colors }
    /// The dye item, when there is one.
    public var requiredObjects: [GuildWars2.Requirement] { item.map { [.item($0)] } ?? [] }
}

extension GuildWars2.DailyCraft: GuildWars2Object {
    /// `dailycrafting`.
    public static var route: GuildWars2.Route { .dailyCrafting }
}

extension GuildWars2.Dungeon: GuildWars2Object {
    /// `dungeons`.
    public static var route: GuildWars2.Route { .dungeons }
}

extension GuildWars2.Emote: GuildWars2Object {
    /// `emotes`.
    public static var route: GuildWars2.Route { .emotes }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.File: GuildWars2Object {
    /// `files`.
    public static var route: GuildWars2.Route { .files }
}

extension GuildWars2.Finisher: GuildWars2Object {
    /// `finishers`.
    public static var route: GuildWars2.Route { .finishers }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.Glider: GuildWars2Object {
    /// `gliders`.
    public static var route: GuildWars2.Route { .gliders }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { (unlockItems ?? []).map { .item($0) } }
}

extension GuildWars2.GuildPermission: GuildWars2Object {
    /// `guild/permissions`.
    public static var route: GuildWars2.Route { .guildPermissions }
}

extension GuildWars2.GuildUpgrade: GuildWars2Object {
    /// `guild/upgrades`.
    public static var route: GuildWars2.Route { .guildUpgrades }
    /// The items and collectibles it costs.
    public var requiredObjects: [GuildWars2.Requirement] { costs.compactMap { $0.itemID.map { .item($0) } } }
}

extension GuildWars2.HomeCat: GuildWars2Object {
    /// `home/cats`.
    public static var route: GuildWars2.Route { .homeCats }
}

extension GuildWars2.HomeNode: GuildWars2Object {
    /// `home/nodes`.
    public static var route: GuildWars2.Route { .homeNodes }
}

extension GuildWars2.ItemStat: GuildWars2Object {
    /// `itemstats`.
    public static var route: GuildWars2.Route { .itemStats }
}

extension GuildWars2.Jadebot: GuildWars2Object {
    /// `jadebots`.
    public static var route: GuildWars2.Route { .jadebots }
    /// The item that unlocks it.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(unlockItem)] }
}

extension GuildWars2.LegendaryArmoryItem: GuildWars2Object {
    /// `legendaryarmory`.
    public static var route: GuildWars2.Route { .legendaryArmory }
    /// The item itself.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(id)] }
}

extension GuildWars2.Legend: GuildWars2Object {
    /// `legends`.
    public static var route: GuildWars2.Route { .legends }
}
