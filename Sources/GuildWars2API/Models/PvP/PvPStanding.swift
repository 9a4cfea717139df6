// The account's standing in one PvP league season, from /v2/pvp/standings (API key with `pvp`).
import Foundation
import RESTChain

extension GuildWars2 {
    /// The account's standing in one league season, from `/v2/pvp/standings` (key with the `pvp` permission).
    ///
    /// Shape from the wiki's API:2/pvp/standings page and recorded responses.
    public struct PvPStanding: Codable, Sendable, Hashable {
        /// Where the account stands now.
        public let current: Progress
        /// The best it reached in the season.
        public let best: Progress
        /// The season id (`/v2/pvp/seasons`).
        public let seasonID: String

        private enum CodingKeys: String, CodingKey {
            case current, best
            case seasonID = "season_id"
        }
    }
}

extension GuildWars2.PvPStanding {
    /// Progress through a season's divisions.
    public struct Progress: Codable, Sendable, Hashable {
        /// The pips earned in the season.
        public let totalPoints: Int
        /// The division index (``GuildWars2/PvPSeason/divisions``), from 0.
        public let division: Int
        /// The tier index in the division, from 0.
        public let tier: Int
        /// The pips earned in the tier.
        public let points: Int
        /// How often the repeatable division was completed.
        public let repeats: Int
        /// The rating (current standing of later seasons only).
        public let rating: Int?
        /// The rating lost to decay (current standing of later seasons only).
        public let decay: Int?

        private enum CodingKeys: String, CodingKey {
            case division, tier, points, repeats, rating, decay
            case totalPoints = "total_points"
        }
    }
}
