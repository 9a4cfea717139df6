// One of the account's recent PvP games, from /v2/pvp/games (API key with `pvp`).
import Foundation
import RESTChain

extension GuildWars2 {
    /// One of the account's last 10 PvP games, from `/v2/pvp/games` (key with the `pvp` permission).
    ///
    /// Ids are GUIDs; ``GuildWars2/pvpGames()`` fetches them all. Shape from the wiki's API:2/pvp/games page and
    /// recorded responses.
    public struct PvPGame: Codable, Sendable, Hashable, Identifiable {
        /// The game id, a GUID.
        public let id: String
        /// The map id (`/v2/maps`).
        public let mapID: Int
        /// When the game started.
        public let started: Date
        /// When the game ended.
        public let ended: Date
        /// How it went for the account.
        public let result: Result
        /// The account's team: red or blue.
        public let team: GuildWars2.Team
        /// The profession played, such as `Engineer`.
        public let profession: String
        /// The queue, such as `Ranked`, `Unranked` or `2v2Ranked`.
        public let ratingType: String
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

        /// Reads a game; `started` and `ended` are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a field is missing or of the wrong type.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            mapID = try container.decode(Int.self, forKey: .mapID)
            started = try container.decodeTimestamp(forKey: .started)
            ended = try container.decodeTimestamp(forKey: .ended)
            result = try container.decode(Result.self, forKey: .result)
            team = try container.decode(GuildWars2.Team.self, forKey: .team)
            profession = try container.decode(String.self, forKey: .profession)
            ratingType = try container.decode(String.self, forKey: .ratingType)
            ratingChange = try container.decodeIfPresent(Int.self, forKey: .ratingChange)
            season = try container.decodeIfPresent(String.self, forKey: .season)
            scores = try container.decode(Scores.self, forKey: .scores)
        }

        /// Writes the game as the API does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(mapID, forKey: .mapID)
            try container.encodeTimestamp(started, forKey: .started)
            try container.encodeTimestamp(ended, forKey: .ended)
            try container.encode(result, forKey: .result)
            try container.encode(team, forKey: .team)
            try container.encode(profession, forKey: .profession)
            try container.encode(ratingType, forKey: .ratingType)
            try container.encodeIfPresent(ratingChange, forKey: .ratingChange)
            try container.encodeIfPresent(season, forKey: .season)
            try container.encode(scores, forKey: .scores)
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
