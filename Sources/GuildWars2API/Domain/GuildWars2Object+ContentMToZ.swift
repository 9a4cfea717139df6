// The domain-first conformances of the game content models from mail carriers to worlds.
import Foundation
import RESTChain

extension GuildWars2.Map: GuildWars2Object {
    /// `maps`.
    public static var endpoint: GuildWars2.Endpoint { .maps }
}

extension GuildWars2.Mastery: GuildWars2Object {
    /// `masteries`.
    public static var endpoint: GuildWars2.Endpoint { .masteries }
}

extension GuildWars2.MountSkin: GuildWars2Object {
    /// `mounts/skins`.
    public static var endpoint: GuildWars2.Endpoint { .mountSkins }
}

extension GuildWars2.MountType: GuildWars2Object {
    /// `mounts/types`.
    public static var endpoint: GuildWars2.Endpoint { .mountTypes }
}

extension GuildWars2.MailCarrier: GuildWars2Object {
    /// `mailcarriers`.
    public static var endpoint: GuildWars2.Endpoint { .mailCarriers }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.MapChest: GuildWars2Object {
    /// `mapchests`.
    public static var endpoint: GuildWars2.Endpoint { .mapChests }
}

extension GuildWars2.MaterialCategory: GuildWars2Object {
    /// `materials`.
    public static var endpoint: GuildWars2.Endpoint { .materials }
    /// The items it stores.
    public var requiredObjects: [GuildWars2.Requirement] { items.map { .item($0) } }
}

extension GuildWars2.Mini: GuildWars2Object {
    /// `minis`.
    public static var endpoint: GuildWars2.Endpoint { .minis }
    /// The item that unlocks it.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(itemID)] }
}

extension GuildWars2.Novelty: GuildWars2Object {
    /// `novelties`.
    public static var endpoint: GuildWars2.Endpoint { .novelties }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItem.map { .item($0) } }
}

extension GuildWars2.Outfit: GuildWars2Object {
    /// `outfits`.
    public static var endpoint: GuildWars2.Endpoint { .outfits }
    /// The items that unlock it.
    public var requiredObjects: [GuildWars2.Requirement] { unlockItems.map { .item($0) } }
}

extension GuildWars2.Pet: GuildWars2Object {
    /// `pets`.
    public static var endpoint: GuildWars2.Endpoint { .pets }
}

extension GuildWars2.Profession: GuildWars2Object {
    /// `professions`.
    public static var endpoint: GuildWars2.Endpoint { .professions }
}

extension GuildWars2.Quaggan: GuildWars2Object {
    /// `quaggans`.
    public static var endpoint: GuildWars2.Endpoint { .quaggans }
}

extension GuildWars2.Quest: GuildWars2Object {
    /// `quests`.
    public static var endpoint: GuildWars2.Endpoint { .quests }
}

extension GuildWars2.Race: GuildWars2Object {
    /// `races`.
    public static var endpoint: GuildWars2.Endpoint { .races }
}

extension GuildWars2.Raid: GuildWars2Object {
    /// `raids`.
    public static var endpoint: GuildWars2.Endpoint { .raids }
}

extension GuildWars2.Skiff: GuildWars2Object {
    /// `skiffs`.
    public static var endpoint: GuildWars2.Endpoint { .skiffs }
}

extension GuildWars2.Skill: GuildWars2Object {
    /// `skills`.
    public static var endpoint: GuildWars2.Endpoint { .skills }
}

extension GuildWars2.Specialization: GuildWars2Object {
    /// `specializations`.
    public static var endpoint: GuildWars2.Endpoint { .specializations }
}

extension GuildWars2.Story: GuildWars2Object {
    /// `stories`.
    public static var endpoint: GuildWars2.Endpoint { .stories }
}

extension GuildWars2.StorySeason: GuildWars2Object {
    /// `stories/seasons`.
    public static var endpoint: GuildWars2.Endpoint { .storySeasons }
}

extension GuildWars2.Title: GuildWars2Object {
    /// `titles`.
    public static var endpoint: GuildWars2.Endpoint { .titles }
}

extension GuildWars2.Trait: GuildWars2Object {
    /// `traits`.
    public static var endpoint: GuildWars2.Endpoint { .traits }
}

extension GuildWars2.WorldBoss: GuildWars2Object {
    /// `worldbosses`.
    public static var endpoint: GuildWars2.Endpoint { .worldBosses }
}
