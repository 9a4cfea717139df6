// One World vs. World objective: who holds it, since when, and which guild claimed it.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// An objective on a map: a camp, tower, keep, castle, ruin or spawn.
    ///
    /// The id, such as `38-9`, refers to `/v2/wvw/objectives`. The API sends `claimed_by` and `claimed_at` as
    /// `null` when no guild claimed the objective.
    public struct Objective: Codable, Sendable, Hashable, Identifiable {
        /// The objective id, such as `38-9`.
        public let id: String
        /// The objective type.
        public let type: ObjectiveKind
        /// The team that holds it.
        public let owner: GuildWars2.Team
        /// When it last changed hands.
        public let lastFlipped: Date?
        /// The id of the guild that claimed it.
        public let claimedBy: String?
        /// When the guild claimed it.
        public let claimedAt: Date?
        /// The war score it earns its owner every tick.
        public let pointsTick: Int
        /// The war score capturing it earns.
        public let pointsCapture: Int
        /// The guild upgrades slotted into it.
        public let guildUpgrades: [Int]?
        /// How many supply dolyaks reached it.
        public let yaksDelivered: Int?

        enum CodingKeys: String, CodingKey {
            case id, type, owner
            case lastFlipped = "last_flipped"
            case claimedBy = "claimed_by"
            case claimedAt = "claimed_at"
            case pointsTick = "points_tick"
            case pointsCapture = "points_capture"
            case guildUpgrades = "guild_upgrades"
            case yaksDelivered = "yaks_delivered"
        }

        /// Decodes an objective; the times are ISO 8601 timestamps or `null`.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            type = try container.decode(ObjectiveKind.self, forKey: .type)
            owner = try container.decode(GuildWars2.Team.self, forKey: .owner)
            lastFlipped = try container.decodeTimestampIfPresent(forKey: .lastFlipped)
            claimedBy = try container.decodeIfPresent(String.self, forKey: .claimedBy)
            claimedAt = try container.decodeTimestampIfPresent(forKey: .claimedAt)
            pointsTick = try container.decodeIfPresent(Int.self, forKey: .pointsTick) ?? 0
            pointsCapture = try container.decodeIfPresent(Int.self, forKey: .pointsCapture) ?? 0
            guildUpgrades = try container.decodeIfPresent([Int].self, forKey: .guildUpgrades)
            yaksDelivered = try container.decodeIfPresent(Int.self, forKey: .yaksDelivered)
        }

        /// Encodes the objective as the API sends it, with `null` for an unclaimed objective's guild fields.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(type, forKey: .type)
            try container.encode(owner, forKey: .owner)
            try container.encodeTimestampIfPresent(lastFlipped, forKey: .lastFlipped)
            try container.encode(claimedBy, forKey: .claimedBy)
            if let claimedAt {
                try container.encodeTimestamp(claimedAt, forKey: .claimedAt)
            } else {
                try container.encodeNil(forKey: .claimedAt)
            }
            try container.encode(pointsTick, forKey: .pointsTick)
            try container.encode(pointsCapture, forKey: .pointsCapture)
            try container.encodeIfPresent(guildUpgrades, forKey: .guildUpgrades)
            try container.encodeIfPresent(yaksDelivered, forKey: .yaksDelivered)
        }
    }
}

extension GuildWars2.WvWMatch {
    /// The type of a World vs. World objective.
    ///
    /// The API sends it as the objective's `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct ObjectiveKind: OpenEnum {
        /// The string the API sends, such as `"Spawn"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A team's spawn.
        public static let spawn = ObjectiveKind(rawValue: "Spawn")
        /// A supply camp.
        public static let camp = ObjectiveKind(rawValue: "Camp")
        /// A ruin.
        public static let ruins = ObjectiveKind(rawValue: "Ruins")
        /// A tower.
        public static let tower = ObjectiveKind(rawValue: "Tower")
        /// A keep.
        public static let keep = ObjectiveKind(rawValue: "Keep")
        /// Stonemist Castle.
        public static let castle = ObjectiveKind(rawValue: "Castle")
        /// A mercenary camp.
        public static let mercenary = ObjectiveKind(rawValue: "Mercenary")
        /// A resource node.
        public static let resource = ObjectiveKind(rawValue: "Resource")
        /// A point without a fight of its own, such as the Edge of the Mists' shrines.
        public static let generic = ObjectiveKind(rawValue: "Generic")
    }
}
