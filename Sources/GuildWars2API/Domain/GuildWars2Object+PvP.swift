// The PvP models as GuildWars2Object: amulets, heroes, ranks, seasons and the account's games.
import Foundation
import RESTChain

extension GuildWars2.PvPAmulet: GuildWars2Object {
    /// `pvp/amulets`.
    public static var endpoint: GuildWars2.Endpoint { .pvpAmulets }
}

extension GuildWars2.PvPHero: GuildWars2Object {
    /// `pvp/heroes`.
    public static var endpoint: GuildWars2.Endpoint { .pvpHeroes }
    /// The items that unlock its skins.
    public var requiredObjects: [GuildWars2.Requirement] { skins.flatMap { ($0.unlockItems ?? []).map { .item($0) } } }
}

extension GuildWars2.PvPRank: GuildWars2Object {
    /// `pvp/ranks`.
    public static var endpoint: GuildWars2.Endpoint { .pvpRanks }
}

extension GuildWars2.PvPSeason: GuildWars2Object {
    /// `pvp/seasons`.
    public static var endpoint: GuildWars2.Endpoint { .pvpSeasons }
}

extension GuildWars2.PvPGame: GuildWars2Object {
    /// `pvp/games` (API key with `pvp`).
    public static var endpoint: GuildWars2.Endpoint { .pvpGames }
}
