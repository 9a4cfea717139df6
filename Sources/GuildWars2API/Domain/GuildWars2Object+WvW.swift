// The domain-first conformances of the World vs. World and Wizard's Vault models.
import Foundation
import RESTChain

extension GuildWars2.WvWAbility: GuildWars2Object {
    /// `wvw/abilities`.
    public static var route: GuildWars2.Route { .wvwAbilities }
}

extension GuildWars2.WvWObjective: GuildWars2Object {
    /// `wvw/objectives`.
    public static var route: GuildWars2.Route { .wvwObjectives }
}

extension GuildWars2.WvWRank: GuildWars2Object {
    /// `wvw/ranks`.
    public static var route: GuildWars2.Route { .wvwRanks }
}

extension GuildWars2.WvWUpgrade: GuildWars2Object {
    /// `wvw/upgrades`.
    public static var route: GuildWars2.Route { .wvwUpgrades }
}

extension GuildWars2.WvWMatchOverview: GuildWars2Object {
    /// `wvw/matches/overview`; restricted to the client's world or team when one is set.
    public static var route: GuildWars2.Route { .wvwMatchOverviews }
    /// Every world of the match.
    public var requiredObjects: [GuildWars2.Requirement] {
        (allWorlds.red + allWorlds.green + allWorlds.blue).map { .world($0) }
    }
}

extension GuildWars2.WvWMatchScores: GuildWars2Object {
    /// `wvw/matches/scores`; restricted to the client's world or team when one is set.
    public static var route: GuildWars2.Route { .wvwMatchScores }
}

extension GuildWars2.WvWMatchStats: GuildWars2Object {
    /// `wvw/matches/stats`; restricted to the client's world or team when one is set.
    public static var route: GuildWars2.Route { .wvwMatchStats }
}

extension GuildWars2.WizardsVaultListing: GuildWars2Object {
    /// `wizardsvault/listings`.
    public static var route: GuildWars2.Route { .wizardsVaultListings }
    /// The item the reward gives.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(itemID)] }
}

extension GuildWars2.WizardsVaultObjective: GuildWars2Object {
    /// `wizardsvault/objectives`.
    public static var route: GuildWars2.Route { .wizardsVaultObjectives }
}

extension GuildWars2.WvWTeam: GuildWars2Object {
    /// `wvw/teams`.
    public static var route: GuildWars2.Route { .wvwTeams }
}
