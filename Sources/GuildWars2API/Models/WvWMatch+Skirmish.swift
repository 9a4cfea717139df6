// One two-hour skirmish of a World vs. World match, with its scores per map.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// One two-hour skirmish of a match.
    ///
    /// When a skirmish ends, its ranking turns into victory points.
    public struct Skirmish: Codable, Sendable, Hashable, Identifiable {
        /// The skirmish number, from 1.
        public let id: Int
        /// The score of each team in this skirmish.
        public let scores: GuildWars2.TeamValues<Int>
        /// The score of each team on each map in this skirmish.
        public let mapScores: [MapScore]

        enum CodingKeys: String, CodingKey {
            case id, scores
            case mapScores = "map_scores"
        }
    }
}
