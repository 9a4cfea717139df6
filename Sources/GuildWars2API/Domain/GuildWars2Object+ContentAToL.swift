// The domain-first conformances of the game content models from achievements to legends.
import Foundation
import RESTChain

extension GuildWars2.AchievementCategory: GuildWars2Object {
    /// `achievements/categories`.
    public static var endpoint: GuildWars2.Endpoint { .achievementCategories }
}

extension GuildWars2.AchievementGroup: GuildWars2Object {
    /// `achievements/groups`.
    public static var endpoint: GuildWars2.Endpoint { .achievementGroups }
}

extension GuildWars2.BackstoryAnswer: GuildWars2Object {
    /// `backstory/answers`.
    public static var endpoint: GuildWars2.Endpoint { .backstoryAnswers }
}

extension GuildWars2.BackstoryQuestion: GuildWars2Object {
    /// `backstory/questions`.
    public static var endpoint: GuildWars2.Endpoint { .backstoryQuestions }
}

extension GuildWars2.Color: GuildWars2Object {
    /// `colors`.
    public static var endpoint: GuildWars2.Endpoint { .colors }
    /// The dye item, when there is one.
    public var requiredObjects: [GuildWars2.Requirement] { item.map { [.item($0)] } ?? [] }
}

extension GuildWars2.DailyCraft: GuildWars2Object {
    /// `dailycrafting`.
    public static var endpoint: GuildWars2.Endpoint { .dailyCrafting }
}

extension GuildWars2.Dungeon: GuildWars2Object {
    /// `dungeons`.
    public static var endpoint: GuildWars2.Endpoint { .dungeons }
}

extension GuildWars2.Emote: GuildWars2Object {
    /// `emotes`.
    public static var endpoint: GuildWars2.Endpoint { .emotes }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.File: GuildWars2Object {
    /// `files`.
    public static var endpoint: GuildWars2.Endpoint { .files }
}

extension GuildWars2.Finisher: GuildWars2Object {
    /// `finishers`.
    public static var endpoint: GuildWars2.Endpoint { .finishers }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.Glider: GuildWars2Object {
    /// `gliders`.
    public static var endpoint: GuildWars2.Endpoint { .gliders }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { (unlockItems ?? []).map { .item($0) } }
}

extension GuildWars2.GuildPermission: GuildWars2Object {
    /// `guild/permissions`.
    public static var endpoint: GuildWars2.Endpoint { .guildPermissions }
}

extension GuildWars2.GuildUpgrade: GuildWars2Object {
    /// `guild/upgrades`.
    public static var endpoint: GuildWars2.Endpoint { .guildUpgrades }
    /// The items and collectibles it costs.
    public var requiredObjects: [GuildWars2.Requirement] { costs.compactMap { $0.itemID.map { .item($0) } } }
}

extension GuildWars2.HomeCat: GuildWars2Object {
    /// `home/cats`.
    public static var endpoint: GuildWars2.Endpoint { .homeCats }
}

extension GuildWars2.HomeNode: GuildWars2Object {
    /// `home/nodes`.
    public static var endpoint: GuildWars2.Endpoint { .homeNodes }
}

extension GuildWars2.ItemStat: GuildWars2Object {
    /// `itemstats`.
    public static var endpoint: GuildWars2.Endpoint { .itemStats }
}

extension GuildWars2.Jadebot: GuildWars2Object {
    /// `jadebots`.
    public static var endpoint: GuildWars2.Endpoint { .jadebots }
    /// The item that unlocks it.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(unlockItem)] }
}

extension GuildWars2.LegendaryArmoryItem: GuildWars2Object {
    /// `legendaryarmory`.
    public static var endpoint: GuildWars2.Endpoint { .legendaryArmory }
    /// The item itself.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(id)] }
}

extension GuildWars2.Legend: GuildWars2Object {
    /// `legends`.
    public static var endpoint: GuildWars2.Endpoint { .legends }
}
