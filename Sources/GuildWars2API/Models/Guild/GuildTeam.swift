// A guild's PvP team, its record, recent games and seasons, from /v2/guild/:id/teams.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A guild's PvP team, from `guild/:id/teams` (leader's key with `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/teams page: the record has the shape of `pvp/stats`, the games that of
    /// `pvp/games` without `profession`. No live response was recorded.
    public struct GuildTeam: Codable, Sendable, Hashable, Identifiable {
        /// The team id, unique within the guild.
        public let id: Int
        /// The members and their roles.
        public let members: [Member]
        /// The team's name.
        public let name: String
        /// The team's state, such as `Active`.
        public let state: String?
        /// Wins, losses and the rest over every game.
        public let aggregate: Record
        /// The record per queue, keyed as the API names them (`ranked`, `unranked`).
        public let ladders: [String: Record]
        /// The team's recent games.
        public let games: [Game]
        /// The team's record per PvP league season.
        public let seasons: [Season]?

        /// A member of a team.
        public struct Member: Codable, Sendable, Hashable {
            /// The account name (as in ``GuildMember/name``).
            public let name: String
            /// `Captain` or `Member`.
            public let role: String
        }

        /// Wins, losses, desertions, byes and forfeits.
        public struct Record: Codable, Sendable, Hashable {
            /// Games won.
            public let wins: Int
            /// Games lost.
            public let losses: Int
            /// Games left.
            public let desertions: Int
            /// Games won without an opponent.
            public let byes: Int
            /// Games the other team forfeited.
            public let forfeits: Int
        }

        /// One recent game of the team.
        public struct Game: Codable, Sendable, Hashable, Identifiable {
            /// The game id, a GUID.
            public let id: String
            /// The map id (`/v2/maps`).
            public let mapID: Int
            /// When it started (ISO 8601, as the API sends it).
            public let started: String
            /// When it ended (ISO 8601, as the API sends it).
            public let ended: String
            /// How it went, such as `Victory` or `Defeat`.
            public let result: String
            /// The team's colour: red or blue.
            public let team: GuildWars2.Team
            /// The final scores.
            public let scores: TeamScores
            /// The queue, such as `Ranked`.
            public let ratingType: String
            /// How the rating changed.
            public let ratingChange: Int?
            /// The league season id, for ranked games in a season.
            public let season: String?

            enum CodingKeys: String, CodingKey {
                case id, started, ended, result, team, scores, season
                case mapID = "map_id"
                case ratingType = "rating_type"
                case ratingChange = "rating_change"
            }
        }

        /// The red and blue scores of a game.
        public struct TeamScores: Codable, Sendable, Hashable {
            /// The red team's score.
            public let red: Int
            /// The blue team's score.
            public let blue: Int
        }

        /// The team's record in one league season.
        public struct Season: Codable, Sendable, Hashable, Identifiable {
            /// The season id (`/v2/pvp/seasons`).
            public let id: String
            /// Games won.
            public let wins: Int
            /// Games lost.
            public let losses: Int
            /// The rating.
            public let rating: Int
        }
    }
}
