// The commerce, PvP, WvW and Wizard's Vault routes of /v2, and the key routes (createsubtoken).
import Foundation

extension GuildWars2.Endpoint {
    /// `commerce/delivery`: coins and items waiting at the trading post.
    public static let commerceDelivery = keyed("commerce/delivery", .tradingPost)
    /// `commerce/exchange/coins?quantity=`: gems for coins.
    public static let exchangeCoins = Self("commerce/exchange/coins")
    /// `commerce/exchange/gems?quantity=`: coins for gems.
    public static let exchangeGems = Self("commerce/exchange/gems")
    /// `commerce/listings`: every buy and sell order of an item.
    public static let listings = Self("commerce/listings")
    /// `commerce/prices`: the best buy and sell price of an item.
    public static let prices = Self("commerce/prices")
    /// `commerce/transactions/current/buys`: open buy orders.
    public static let currentBuys = keyed("commerce/transactions/current/buys", .tradingPost)
    /// `commerce/transactions/current/sells`: open sell orders.
    public static let currentSells = keyed("commerce/transactions/current/sells", .tradingPost)
    /// `commerce/transactions/history/buys`: buys of the last 90 days.
    public static let pastBuys = keyed("commerce/transactions/history/buys", .tradingPost)
    /// `commerce/transactions/history/sells`: sells of the last 90 days.
    public static let pastSells = keyed("commerce/transactions/history/sells", .tradingPost)

    /// `pvp/amulets`.
    public static let pvpAmulets = Self("pvp/amulets", allowsAllIDs: true)
    /// `pvp/games`: the account's last 10 games.
    public static let pvpGames = keyed("pvp/games", .pvp)
    /// `pvp/heroes`.
    public static let pvpHeroes = Self("pvp/heroes", allowsAllIDs: true)
    /// `pvp/ranks`.
    public static let pvpRanks = Self("pvp/ranks", allowsAllIDs: true)
    /// `pvp/seasons`.
    public static let pvpSeasons = Self("pvp/seasons", allowsAllIDs: true)
    /// `pvp/seasons/:id/leaderboards`: the season's leaderboard names, such as `ladder`.
    public static let pvpLeaderboards = Self("pvp/seasons/:id/leaderboards")
    /// `pvp/seasons/:id/leaderboards/:board/:region`, such as `ladder` in `eu`.
    public static let pvpLeaderboard = Self("pvp/seasons/:id/leaderboards/:board/:region")
    /// `pvp/standings`: the account's standing in each season.
    public static let pvpStandings = keyed("pvp/standings", .pvp)
    /// `pvp/stats`: the account's wins and losses.
    public static let pvpStats = keyed("pvp/stats", .pvp)

    /// `wvw/abilities`.
    public static let wvwAbilities = Self("wvw/abilities", allowsAllIDs: true)
    /// `wvw/guilds/:region`: each guild's WvW team (`na` or `eu`), since the 2024 restructuring.
    public static let wvwGuilds = Self("wvw/guilds/:region")
    /// `wvw/matches`: by id, or `?world=` a world or a 2024 team id.
    public static let wvwMatches = Self("wvw/matches", allowsAllIDs: true)
    /// `wvw/matches/overview`.
    public static let wvwMatchOverviews = Self("wvw/matches/overview", allowsAllIDs: true)
    /// `wvw/matches/scores`.
    public static let wvwMatchScores = Self("wvw/matches/scores", allowsAllIDs: true)
    /// `wvw/matches/stats`: kills and deaths.
    public static let wvwMatchStats = Self("wvw/matches/stats", allowsAllIDs: true)
    /// `wvw/objectives`.
    public static let wvwObjectives = Self("wvw/objectives", allowsAllIDs: true)
    /// `wvw/ranks`.
    public static let wvwRanks = Self("wvw/ranks", allowsAllIDs: true)
    /// `wvw/teams`: the 2024 teams by id (``GuildWars2/WvWTeam``). Not seen live: the wiki (2024) says no route
    /// names team ids yet.
    public static let wvwTeams = Self("wvw/teams", allowsAllIDs: true)
    /// `wvw/timers/lockout`: when each region's team assignment locks before the teams change
    /// (``GuildWars2/WvWRegionTimes``).
    public static let wvwLockoutTimes = Self("wvw/timers/lockout")
    /// `wvw/timers/teamAssignment`: when each region's teams are next assigned (``GuildWars2/WvWRegionTimes``).
    public static let wvwTeamAssignmentTimes = Self("wvw/timers/teamAssignment")
    /// `wvw/upgrades`.
    public static let wvwUpgrades = Self("wvw/upgrades", allowsAllIDs: true)

    /// `wizardsvault`: the current season.
    public static let wizardsVault = Self("wizardsvault")
    /// `wizardsvault/listings`: the rewards.
    public static let wizardsVaultListings = Self("wizardsvault/listings", allowsAllIDs: true)
    /// `wizardsvault/objectives`.
    public static let wizardsVaultObjectives = Self("wizardsvault/objectives", allowsAllIDs: true)

    /// `createsubtoken?permissions=&expire=&urls=`: a subtoken of the key.
    public static let createSubtoken = keyed("createsubtoken")

    /// The commerce routes.
    public static var commerceRoutes: [Self] {
        [
            exchangeCoins, exchangeGems, listings, prices, commerceDelivery, currentBuys, currentSells, pastBuys,
            pastSells,
        ]
    }

    /// The PvP routes.
    public static var pvpRoutes: [Self] {
        [
            pvpAmulets, pvpGames, pvpHeroes, pvpRanks, pvpSeasons, pvpLeaderboards, pvpLeaderboard, pvpStandings,
            pvpStats,
        ]
    }

    /// The WvW, Wizard's Vault and subtoken routes.
    public static var wvwRoutes: [Self] {
        [
            wvwAbilities, wvwGuilds, wvwMatches, wvwMatchOverviews, wvwMatchScores, wvwMatchStats, wvwObjectives,
            wvwRanks, wvwTeams, wvwLockoutTimes, wvwTeamAssignmentTimes, wvwUpgrades, wizardsVault,
            wizardsVaultListings, wizardsVaultObjectives,
            createSubtoken,
        ]
    }
}
