// A World vs. World match's worlds and times, from /v2/wvw/matches/overview.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Which worlds (or, since 2024, teams) play a World vs. World match, and when: `/v2/wvw/matches/overview`.
    ///
    /// The lightest view of a match; ``WvWMatch`` holds everything. Shape from the wiki and a recorded response
    /// (Gw2Sharp's test files).
    public struct WvWMatchOverview: Codable, Sendable, Hashable, Identifiable {
        /// The match id, such as `1-1`.
        public let id: String
        /// The main world of each team.
        public let worlds: TeamValues<Int>
        /// Every world of each team, the main world included; since 2024 team ids such as 11004 appear too.
        public let allWorlds: TeamValues<[Int]>
        /// When the match started.
        @GuildWars2.Timestamp public private(set) var startTime: Date
        /// When the match ends.
        @GuildWars2.Timestamp public private(set) var endTime: Date

        enum CodingKeys: String, CodingKey {
            case id, worlds
            case allWorlds = "all_worlds"
            case startTime = "start_time"
            case endTime = "end_time"
        }
    }
}
