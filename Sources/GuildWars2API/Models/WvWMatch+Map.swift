// One map of a World vs. World match: scores, bonuses, objectives, kills and deaths.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// One of the four maps of a match.
    ///
    /// The map id refers to `/v2/maps` (38 is the Eternal Battlegrounds).
    public struct Map: Codable, Sendable, Hashable, Identifiable {
        /// The map id.
        public let id: Int
        /// Which of the four maps it is.
        public let type: MapKind
        /// The score of each team on this map.
        public let scores: GuildWars2.TeamValues<Int>
        /// The bonuses teams hold on this map.
        public let bonuses: [Bonus]
        /// The map's objectives and who holds them.
        public let objectives: [Objective]
        /// How many players of each team died on this map.
        public let deaths: GuildWars2.TeamValues<Int>
        /// How many enemy players each team killed on this map.
        public let kills: GuildWars2.TeamValues<Int>
    }
}
