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
        public let startTime: Date
        /// When the match ends.
        public let endTime: Date

        enum CodingKeys: String, CodingKey {
            case id, worlds
            case allWorlds = "all_worlds"
            case startTime = "start_time"
            case endTime = "end_time"
        }

        /// Decodes an overview; the times are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            worlds = try container.decode(TeamValues<Int>.self, forKey: .worlds)
            allWorlds = try container.decode(TeamValues<[Int]>.self, forKey: .allWorlds)
            startTime = try container.decodeTimestamp(forKey: .startTime)
            endTime = try container.decodeTimestamp(forKey: .endTime)
        }

        /// Encodes the overview as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(worlds, forKey: .worlds)
            try container.encode(allWorlds, forKey: .allWorlds)
            try container.encodeTimestamp(startTime, forKey: .startTime)
            try container.encodeTimestamp(endTime, forKey: .endTime)
        }
    }
}
