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
        let ids: [String] = try await fetch(.pvpGames)
        return try await fetch(ids: ids, as: PvPGame.self, from: .pvpGames)
    }

    /// The account's standing in each league season (`pvp/standings`, key with `pvp`).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; any
    ///   `RESTError` of the request.
    public func pvpStandings() async throws(RESTError) -> [PvPStanding] { try await fetch(.pvpStandings) }

    /// The account's PvP rank and record (`pvp/stats`, key with `pvp`).
    ///
    /// - Throws: `RESTError.invalidRequest` naming the missing permission before anything is sent; any
    ///   `RESTError` of the request.
    public func pvpStats() async throws(RESTError) -> PvPStats { try await fetch(.pvpStats) }

    /// The leaderboards of a league season (`pvp/seasons/:id/leaderboards`): `ladder`, or `legendary` and `guild`
    /// for seasons 1–4.
    ///
    /// - Throws: any `RESTError` of the request.
    public func pvpLeaderboards(season: String) async throws(RESTError) -> [String] {
        try await fetch(.pvpLeaderboards.filled(with: season))
    }

    /// One leaderboard of a league season in a region (`pvp/seasons/:id/leaderboards/:board/:region`), walked
    /// page by page as it is read, best rank first.
    ///
    /// ```swift
    /// for try await row in gw2.pvpLeaderboard(season: seasonID, board: "ladder", region: .europe) {
    ///     print(row.rank, row.name)
    /// }
    /// let top = try await gw2.pvpLeaderboard(season: seasonID, board: "ladder", region: .europe).collect()
    /// ```
    /// - Parameters:
    ///   - season: The season id (`/v2/pvp/seasons`).
    ///   - board: `ladder`, or `legendary` or `guild` for seasons 1–4 (``pvpLeaderboards(season:)``).
    ///   - region: North America or Europe.
    ///   - pageSize: The rows per request, at most 200 (the API's most).
    /// - Returns: The rows of every page, in order; the walk throws any `RESTError` of a page.
    public func pvpLeaderboard(
        season: String, board: String, region: ServerRegion, pageSize: Int = GuildWars2.maximumIDsPerRequest
    ) -> AsyncItemSequence<PvPLeaderboardEntry> {
        get(endpoint: .pvpLeaderboard.filled(with: season, board, region.rawValue))
            .setting(query: "page_size", to: String(min(max(1, pageSize), GuildWars2.maximumIDsPerRequest)))
            .items(of: PvPLeaderboardEntry.self)
    }
}
