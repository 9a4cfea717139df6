// A World vs. World match's kills and deaths, from /v2/wvw/matches/stats.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The kills and deaths of a World vs. World match, in total and per map, from `/v2/wvw/matches/stats`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WvWMatchStats: Codable, Sendable, Hashable, Identifiable {
        /// The match id, such as `1-1`.
        public let id: String
        /// How many players of each team died.
        public let deaths: TeamValues<Int>
        /// How many enemy players each team killed.
        public let kills: TeamValues<Int>
        /// The same per map.
        public let maps: [MapStats]
    }
}

extension GuildWars2.WvWMatchStats {
    /// The kills and deaths of each team on one map of the match.
    public struct MapStats: Codable, Sendable, Hashable, Identifiable {
        /// The map id (38 is the Eternal Battlegrounds).
        public let id: Int
        /// Which of the four maps it is.
        public let type: GuildWars2.WvWMatch.MapKind
        /// How many players of each team died on it.
        public let deaths: GuildWars2.TeamValues<Int>
        /// How many enemy players each team killed on it.
        public let kills: GuildWars2.TeamValues<Int>
    }
}
