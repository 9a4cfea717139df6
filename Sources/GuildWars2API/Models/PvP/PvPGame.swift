// One of the account's recent PvP games, from /v2/pvp/games (API key with `pvp`).
import Foundation
import RESTChain

extension GuildWars2 {
    /// One of the account's last 10 PvP games, from `/v2/pvp/games` (key with the `pvp` permission).
    ///
    /// Ids are GUIDs; ``GuildWars2/pvpGames()`` fetches them all. A guild team's games
    /// (``GuildWars2/GuildTeam/games``) have this shape without the profession. Shape from the wiki's API:2/pvp/games
    /// page and recorded responses.
    public struct PvPGame: Codable, Sendable, Hashable, Identifiable {
        /// The game id, a GUID.
        public let id: String
        /// The map id (`/v2/maps`).
        public let mapID: Int
        /// When the game started.
        @GuildWars2.Timestamp public private(set) var started: Date
        /// When the game ended.
        @GuildWars2.Timestamp public private(set) var ended: Date
        /// How it went for the account.
        public let result: Result
        /// The account's team: red or blue.
        public let team: GuildWars2.Team
        /// The profession played, such as `Engineer`; `nil` in a guild team's games.
        public let profession: String?
        /// The queue: ranked, unranked, 2v2…
        public let ratingType: RatingType
        /// How the rating changed.
        public let ratingChange: Int?
        /// The league season id (`/v2/pvp/seasons`), for ranked games in a season.
        public let season: String?
        /// The final scores.
        public let scores: Scores

        private enum CodingKeys: String, CodingKey {
            case id, started, ended, result, team, profession, season, scores
            case mapID = "map_id"
            case ratingType = "rating_type"
            case ratingChange = "rating_change"
        }
    }
}

extension GuildWars2.PvPGame {
    /// The final scores of a game.
    public struct Scores: Codable, Sendable, Hashable {
        /// The red team's score.
        public let red: Int
        /// The blue team's score.
        public let blue: Int
    }

    /// How a game went for the account.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Result: OpenEnum {
        /// The string the API sends, such as `"Victory"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Won.
        public static let victory = Result(rawValue: "Victory")
        /// Lost.
        public static let defeat = Result(rawValue: "Defeat")
        /// The other team forfeited.
        public static let forfeit = Result(rawValue: "Forfeit")
        /// No opponent.
        public static let bye = Result(rawValue: "Bye")
        /// The account left the game.
        public static let desertion = Result(rawValue: "Desertion")
    }
}

extension GuildWars2.PvPGame {
    /// The queue a game was played in.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct RatingType: OpenEnum {
        /// The string the API sends, such as `"Ranked"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The ranked queue.
        public static let ranked = RatingType(rawValue: "Ranked")
        /// The unranked queue.
        public static let unranked = RatingType(rawValue: "Unranked")
        /// The ranked 2v2 queue.
        public static let ranked2v2 = RatingType(rawValue: "2v2Ranked")
    }
}
