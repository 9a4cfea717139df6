// GuildWars2's typed PvP calls: the account's games, standings and stats, and season leaderboards.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The account's last 10 PvP games (`pvp/games`, key with `pvp`), newest first, in bulk.
    ///
    /// - Returns: The games, with any id the API no longer knows and any game the model cannot read.
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; any
    ///   `RESTError` of the requests.
    public func pvpGames() async throws(RESTError) -> BulkResult<PvPGame> {
        let ids: [String] = try await fetch(.route(.pvpGames))
        return try await fetch(.route(.pvpGames), ids: ids, as: PvPGame.self)
    }

    /// The account's standing in each league season (`pvp/standings`, key with `pvp`).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; any
    ///   `RESTError` of the request.
    public func pvpStandings() async throws(RESTError) -> [PvPStanding] { try await fetch(.route(.pvpStandings)) }

    /// The account's PvP rank and record (`pvp/stats`, key with `pvp`).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; any
    ///   `RESTError` of the request.
    public func pvpStats() async throws(RESTError) -> PvPStats { try await fetch(.route(.pvpStats)) }

    /// The leaderboards of a league season (`pvp/seasons/:id/leaderboards`): `ladder`, or `legendary` and `guild`
    /// for seasons 1–4.
    ///
    /// - Throws: any `RESTError` of the request.
    public func pvpLeaderboards(season: String) async throws(RESTError) -> [String] {
        try await fetch(.route(.pvpLeaderboards, values: [season]))
    }

    /// One leaderboard of a league season in a region (`pvp/seasons/:id/leaderboards/:board/:region`).
    ///
    /// ```swift
    /// let ladder = try await gw2.pvpLeaderboard(season: seasonID, board: "ladder", region: "eu")
    /// ```
    /// - Parameters:
    ///   - season: The season id (`/v2/pvp/seasons`).
    ///   - board: `ladder`, or `legendary` or `guild` for seasons 1–4 (``pvpLeaderboards(season:)``).
    ///   - region: `na` or `eu`.
    /// - Returns: The board's rows, best first.
    /// - Throws: any `RESTError` of the request.
    public func pvpLeaderboard(
        season: String, board: String, region: String
    ) async throws(RESTError) -> [PvPLeaderboardEntry] {
        try await fetch(.route(.pvpLeaderboard, values: [season, board, region]))
    }
}
