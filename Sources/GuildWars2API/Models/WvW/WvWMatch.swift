// A World vs. World match from /v2/wvw/matches: scores, worlds, skirmishes and maps.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World match from `/v2/wvw/matches`.
    ///
    /// Fetch one by id (`1-1`: region 1, tier 1) or with `?world=` for the match a world plays in. Team totals
    /// are ``TeamValues``; each map and each two-hour skirmish has its own scores.
    public struct WvWMatch: Codable, Sendable, Hashable, Identifiable {
        /// The match id, such as `1-1`.
        public let id: String
        /// When the match started.
        public let startTime: Date
        /// When the match ends.
        public let endTime: Date
        /// The war score of each team.
        public let scores: GuildWars2.TeamValues<Int>
        /// The main world of each team.
        public let worlds: GuildWars2.TeamValues<Int>
        /// Every world of each team, the main world included.
        public let allWorlds: GuildWars2.TeamValues<[Int]>
        /// How many players of each team died.
        public let deaths: GuildWars2.TeamValues<Int>
        /// How many enemy players each team killed.
        public let kills: GuildWars2.TeamValues<Int>
        /// The victory points of each team, from finished skirmishes.
        public let victoryPoints: GuildWars2.TeamValues<Int>?
        /// The skirmishes so far, the running one last.
        public let skirmishes: [Skirmish]
        /// The four maps.
        public let maps: [Map]

        enum CodingKeys: String, CodingKey {
            case id, scores, worlds, deaths, kills, skirmishes, maps
            case startTime = "start_time"
            case endTime = "end_time"
            case allWorlds = "all_worlds"
            case victoryPoints = "victory_points"
        }

        /// Decodes a match; the times are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            startTime = try container.decodeTimestamp(forKey: .startTime)
            endTime = try container.decodeTimestamp(forKey: .endTime)
            scores = try container.decode(GuildWars2.TeamValues<Int>.self, forKey: .scores)
            worlds = try container.decode(GuildWars2.TeamValues<Int>.self, forKey: .worlds)
            allWorlds = try container.decode(GuildWars2.TeamValues<[Int]>.self, forKey: .allWorlds)
            deaths = try container.decode(GuildWars2.TeamValues<Int>.self, forKey: .deaths)
            kills = try container.decode(GuildWars2.TeamValues<Int>.self, forKey: .kills)
            victoryPoints = try container.decodeIfPresent(GuildWars2.TeamValues<Int>.self, forKey: .victoryPoints)
            skirmishes = try container.decodeIfPresent([Skirmish].self, forKey: .skirmishes) ?? []
            maps = try container.decode([Map].self, forKey: .maps)
        }

        /// Encodes the match as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encodeTimestamp(startTime, forKey: .startTime)
            try container.encodeTimestamp(endTime, forKey: .endTime)
            try container.encode(scores, forKey: .scores)
            try container.encode(worlds, forKey: .worlds)
            try container.encode(allWorlds, forKey: .allWorlds)
            try container.encode(deaths, forKey: .deaths)
            try container.encode(kills, forKey: .kills)
            try container.encodeIfPresent(victoryPoints, forKey: .victoryPoints)
            try container.encode(skirmishes, forKey: .skirmishes)
            try container.encode(maps, forKey: .maps)
        }
    }
}

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

extension GuildWars2.WvWMatch {
    /// The score of each team on one map during one skirmish.
    ///
    /// Part of a ``Skirmish``.
    public struct MapScore: Codable, Sendable, Hashable {
        /// The map.
        public let type: MapKind
        /// The score of each team on that map.
        public let scores: GuildWars2.TeamValues<Int>
    }
}
