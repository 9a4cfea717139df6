// An achievement category from /v2/achievements/categories, in the old (bare ids) and new (objects) schemas.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An achievement category from `/v2/achievements/categories`, such as "Slayer".
    ///
    /// Before schema 2022-03-23T19:00:00.000Z ``achievements`` are bare ids; from it they are objects that may add
    /// the campaign, flags and level range of a daily, and ``tomorrow`` lists tomorrow's. Both decode, and each
    /// entry encodes back in the shape it came in. Shapes from the wiki's API:2/achievements/categories page and
    /// recorded responses (old schema); no live response of the new schema was seen.
    public struct AchievementCategory: Codable, Sendable, Hashable, Identifiable {
        /// The category id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language; often empty.
        public let description: String
        /// Where the category sorts in its group, lowest first.
        public let order: Int
        /// The icon URL.
        public let icon: URL
        /// The achievements of the category.
        public let achievements: [Entry]
        /// Tomorrow's achievements of a daily category (new schema only).
        public let tomorrow: [Entry]?
    }
}

extension GuildWars2.AchievementCategory {
    /// One achievement of a category: its id and, in the new schema, when it shows.
    public struct Entry: Codable, Sendable, Hashable, Identifiable {
        /// The achievement id (`/v2/achievements`).
        public let id: Int
        /// The campaign an account must have or lack to see it.
        public let requiredAccess: GuildWars2.ProductAccess?
        /// The kind of daily, such as `PvE` or `SpecialEvent`.
        public let flags: [String]?
        /// The inclusive level range, `[min, max]`, of a level-locked daily.
        public let level: [Int]?
        /// Whether the API sent a bare id (the old schema).
        private let isBareID: Bool

        private enum CodingKeys: String, CodingKey {
            case id, flags, level
            case requiredAccess = "required_access"
        }

        /// An entry with an id only, as the old schema sends it.
        public init(id: Int) {
            (self.id, requiredAccess, flags, level, isBareID) = (id, nil, nil, nil, true)
        }

        private init(id: Int, requiredAccess: GuildWars2.ProductAccess?, flags: [String]?, level: [Int]?) {
            (self.id, self.requiredAccess, self.flags, self.level, isBareID) = (id, requiredAccess, flags, level, false)
        }

        /// Reads a bare id (old schema) or an object (new schema).
        ///
        /// - Throws: `DecodingError` when the value is neither.
        public init(from decoder: any Decoder) throws {
            if let id = try? decoder.singleValueContainer().decode(Int.self) {
                self.init(id: id)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(Int.self, forKey: .id),
                requiredAccess: try container.decodeIfPresent(GuildWars2.ProductAccess.self, forKey: .requiredAccess),
                flags: try container.decodeIfPresent([String].self, forKey: .flags),
                level: try container.decodeIfPresent([Int].self, forKey: .level))
        }

        /// Writes the shape it was read in: a bare id or an object.
        public func encode(to encoder: any Encoder) throws {
            guard !isBareID else {
                var single = encoder.singleValueContainer()
                return try single.encode(id)
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(requiredAccess, forKey: .requiredAccess)
            try container.encodeIfPresent(flags, forKey: .flags)
            try container.encodeIfPresent(level, forKey: .level)
        }
    }
}
