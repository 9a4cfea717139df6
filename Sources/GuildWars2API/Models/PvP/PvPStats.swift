// The account's PvP rank and win/loss record, from /v2/pvp/stats (API key with `pvp`).
import Foundation
import RESTChain

extension GuildWars2 {
    /// The account's PvP rank and record, from `/v2/pvp/stats` (key with the `pvp` permission).
    ///
    /// Shape from the wiki's API:2/pvp/stats page and recorded responses.
    public struct PvPStats: Codable, Sendable, Hashable {
        /// The PvP rank.
        public let pvpRank: Int
        /// The rank points earned.
        public let pvpRankPoints: Int
        /// How often the account went past the last rank.
        public let pvpRankRollovers: Int
        /// The record over every game.
        public let aggregate: Record
        /// The record per profession, keyed by lower-case name (`engineer`…).
        public let professions: [String: Record]
        /// The record per queue, keyed as the API names them (`ranked`, `unranked`…).
        public let ladders: [String: Record]

        private enum CodingKeys: String, CodingKey {
            case aggregate, professions, ladders
            case pvpRank = "pvp_rank"
            case pvpRankPoints = "pvp_rank_points"
            case pvpRankRollovers = "pvp_rank_rollovers"
        }
    }
}

extension GuildWars2.PvPStats {
    /// Wins, losses and the rest.
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
}
