// A PvP rank from /v2/pvp/ranks: the ranks it spans and the points each level needs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A PvP rank from `/v2/pvp/ranks`, such as "Rabbit" (ranks 1–9).
    ///
    /// Shape from the wiki's API:2/pvp/ranks page and recorded responses.
    public struct PvPRank: Codable, Sendable, Hashable, Identifiable {
        /// The rank id.
        public let id: Int
        /// The finisher it unlocks (`/v2/finishers`).
        public let finisherID: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The first rank number it covers.
        public let minRank: Int
        /// The last rank number it covers.
        public let maxRank: Int
        /// The rank points each span of rank numbers needs.
        public let levels: [Level]

        private enum CodingKeys: String, CodingKey {
            case id, name, icon, levels
            case finisherID = "finisher_id"
            case minRank = "min_rank"
            case maxRank = "max_rank"
        }
    }
}

extension GuildWars2.PvPRank {
    /// The rank points a span of rank numbers needs per rank.
    public struct Level: Codable, Sendable, Hashable {
        /// The first rank number.
        public let minRank: Int
        /// The last rank number.
        public let maxRank: Int
        /// The rank points each rank needs.
        public let points: Int

        private enum CodingKeys: String, CodingKey {
            case points
            case minRank = "min_rank"
            case maxRank = "max_rank"
        }
    }
}
