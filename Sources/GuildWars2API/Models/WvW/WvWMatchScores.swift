// A World vs. World match's scores, from /v2/wvw/matches/scores.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The scores of a World vs. World match: totals, victory points, skirmishes and maps, from
    /// `/v2/wvw/matches/scores`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WvWMatchScores: Codable, Sendable, Hashable, Identifiable {
        /// The match id, such as `1-1`.
        public let id: String
        /// The war score of each team.
        public let scores: TeamValues<Int>
        /// The victory points of each team, from finished skirmishes.
        public let victoryPoints: TeamValues<Int>?
        /// The skirmishes so far, the running one last.
        public let skirmishes: [WvWMatch.Skirmish]
        /// The score of each team on each of the four maps.
        public let maps: [MapScores]

        enum CodingKeys: String, CodingKey {
            case id, scores, skirmishes, maps
            case victoryPoints = "victory_points"
        }
    }
}

extension GuildWars2.WvWMatchScores {
    /// The score of each team on one map of the match.
    public struct MapScores: Codable, Sendable, Hashable, Identifiable {
        /// The map id (38 is the Eternal Battlegrounds).
        public let id: Int
        /// Which of the four maps it is.
        public let type: GuildWars2.WvWMatch.MapKind
        /// The score of each team on it.
        public let scores: GuildWars2.TeamValues<Int>
    }
}
