// The domain-first conformances of the World vs. World and Wizard's Vault models.
import Foundation
import RESTChain

extension GuildWars2.WvWAbility: GuildWars2Object {
    /// `wvw/abilities`.
    public static var endpoint: GuildWars2.Endpoint { .wvwAbilities }
}

extension GuildWars2.WvWObjective: GuildWars2Object {
    /// `wvw/objectives`.
    public static var endpoint: GuildWars2.Endpoint { .wvwObjectives }
}

extension GuildWars2.WvWRank: GuildWars2Object {
    /// `wvw/ranks`.
    public static var endpoint: GuildWars2.Endpoint { .wvwRanks }
}

extension GuildWars2.WvWUpgrade: GuildWars2Object {
    /// `wvw/upgrades`.
    public static var endpoint: GuildWars2.Endpoint { .wvwUpgrades }
}

extension GuildWars2.WvWMatchOverview: GuildWars2Object {
    /// `wvw/matches/overview`; restricted to the client's world or team when one is set.
    public static var endpoint: GuildWars2.Endpoint { .wvwMatchOverviews }
    /// Every world of the match.
    public var requiredObjects: [GuildWars2.Requirement] {
        (allWorlds.red + allWorlds.green + allWorlds.blue).map { .world($0) }
    }
}

extension GuildWars2.WvWMatchScores: GuildWars2Object {
    /// `wvw/matches/scores`; restricted to the client's world or team when one is set.
    public static var endpoint: GuildWars2.Endpoint { .wvwMatchScores }
}

extension GuildWars2.WvWMatchStats: GuildWars2Object {
    /// `wvw/matches/stats`; restricted to the client's world or team when one is set.
    public static var endpoint: GuildWars2.Endpoint { .wvwMatchStats }
}

extension GuildWars2.WizardsVaultListing: GuildWars2Object {
    /// `wizardsvault/listings`.
    public static var endpoint: GuildWars2.Endpoint { .wizardsVaultListings }
    /// The item the reward gives.
    public var requiredObjects: [GuildWars2.Requirement] { [.item(itemID)] }
}

extension GuildWars2.WizardsVaultObjective: GuildWars2Object {
    /// `wizardsvault/objectives`.
    public static var endpoint: GuildWars2.Endpoint { .wizardsVaultObjectives }
}

extension GuildWars2.WvWTeam: GuildWars2Object {
    /// `wvw/teams`.
    public static var endpoint: GuildWars2.Endpoint { .wvwTeams }
}
