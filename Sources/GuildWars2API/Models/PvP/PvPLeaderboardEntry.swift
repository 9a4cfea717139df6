// One row of a PvP season leaderboard, from /v2/pvp/seasons/:id/leaderboards/:board/:region.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One row of a PvP season leaderboard, from `/v2/pvp/seasons/:id/leaderboards/:board/:region`.
    ///
    /// Fetch a board with ``GuildWars2/pvpLeaderboard(season:board:region:pageSize:)``. Guild boards (seasons 1–4) add
    /// ``guildID``, ``team`` and ``teamID``. Shape from the wiki's API:2/pvp/seasons/:id/leaderboards page and
    /// recorded responses.
    public struct PvPLeaderboardEntry: Codable, Sendable, Hashable {
        /// The account name, such as `Storm.6408`.
        public let name: String
        /// The rank; ties share one.
        public let rank: Int
        /// The guild id (guild boards only).
        public let guildID: String?
        /// The team name (guild boards only).
        public let team: String?
        /// The internal team id (guild boards only).
        public let teamID: Int?
        /// When the rank was reached.
        @GuildWars2.Timestamp public private(set) var date: Date
        /// The scores, by scoring id (``PvPSeason/Scoring``).
        public let scores: [Score]

        private enum CodingKeys: String, CodingKey {
            case name, rank, team, date, scores
            case guildID = "id"
            case teamID = "team_id"
        }
    }
}

extension GuildWars2.PvPLeaderboardEntry {
    /// One score of a leaderboard row.
    public struct Score: Codable, Sendable, Hashable, Identifiable {
        /// The scoring id (``GuildWars2/PvPSeason/Scoring/id``).
        public let id: String
        /// The value.
        public let value: Int
    }
}
