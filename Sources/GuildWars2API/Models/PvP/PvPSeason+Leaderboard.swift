// The settings and scorings of a PvP season's leaderboard, from /v2/pvp/seasons.
import Foundation
import RESTChain

extension GuildWars2.PvPSeason {
    /// How a season's leaderboard ranks players: its tiers and the scores it keeps.
    public struct Leaderboard: Codable, Sendable, Hashable {
        /// The board's settings.
        public let settings: Settings
        /// The scores it keeps, such as rating, wins and losses.
        public let scorings: [Scoring]
    }

    /// A leaderboard's settings.
    public struct Settings: Codable, Sendable, Hashable {
        /// The name; often empty.
        public let name: String
        /// The duration, when the API gives one (it sends `null` in the seasons seen).
        public let duration: JSONValue?
        /// The id of the scoring that ranks the board (``Scoring/id``).
        public let scoring: String
        /// The reward tiers by rank range.
        public let tiers: [RangeTier]
    }

    /// A reward tier of a leaderboard: the ranks it spans.
    public struct RangeTier: Codable, Sendable, Hashable {
        /// The range, as the API sends it, highest first: ranks such as `[10, 4]` for ranks 4 to 10, or the
        /// fractions of the board the legendary boards of seasons 1–4 send, such as `[1, 0.95]` for the top 5 %.
        public let range: [Double]
        /// The tier's color, in older seasons.
        public let color: String?
        /// The tier's type, in older seasons.
        public let type: String?
        /// The tier's name, in older seasons.
        public let name: String?
    }

    /// A score a leaderboard keeps, such as "Rating".
    public struct Scoring: Codable, Sendable, Hashable, Identifiable {
        /// The scoring id, a GUID that leaderboard entries' scores refer to.
        public let id: String
        /// The value type, such as `Integer`.
        public let type: String
        /// The description, in the requested language.
        public let description: String
        /// The name, in the requested language.
        public let name: String
        /// `MoreIsBetter` or `LessIsBetter`.
        public let ordering: String
    }
}
