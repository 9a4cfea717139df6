// A character's name, race, profession, level and age, from /v2/characters/:name/core.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The core of a character: who it is and how long it has played, from `characters/:name/core` (key with
    /// `characters`), and the first fields of every ``Character``.
    ///
    /// Shape from the wiki's API:2/characters/:id/core page; no live response was recorded.
    public struct CharacterCore: Codable, Sendable, Hashable {
        /// The character's name.
        public let name: String
        /// The race id, such as `Asura` (`/v2/races`).
        public let race: String
        /// The gender.
        public let gender: Gender
        /// The profession id, such as `Engineer` (`/v2/professions`).
        public let profession: String
        /// The level, 1 to 80.
        public let level: Int
        /// The id of the guild the character represents, if any.
        public let guild: String?
        /// The time played, in seconds.
        public let age: Int
        /// When the character was created.
        public let created: Date
        /// When the character's data last changed.
        public let lastModified: Date?
        /// How many times the character died.
        public let deaths: Int
        /// The id of the title shown (`/v2/titles`), if any.
        public let title: Int?

        enum CodingKeys: String, CodingKey {
            case name, race, gender, profession, level, guild, age, created, deaths, title
            case lastModified = "last_modified"
        }

        /// Decodes the core; `created` and `last_modified` are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a time is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            race = try container.decode(String.self, forKey: .race)
            gender = try container.decode(Gender.self, forKey: .gender)
            profession = try container.decode(String.self, forKey: .profession)
            level = try container.decode(Int.self, forKey: .level)
            guild = try container.decodeIfPresent(String.self, forKey: .guild)
            age = try container.decode(Int.self, forKey: .age)
            created = try container.decodeTimestamp(forKey: .created)
            lastModified = try container.decodeTimestampIfPresent(forKey: .lastModified)
            deaths = try container.decode(Int.self, forKey: .deaths)
            title = try container.decodeIfPresent(Int.self, forKey: .title)
        }

        /// Encodes the core as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(race, forKey: .race)
            try container.encode(gender, forKey: .gender)
            try container.encode(profession, forKey: .profession)
            try container.encode(level, forKey: .level)
            try container.encodeIfPresent(guild, forKey: .guild)
            try container.encode(age, forKey: .age)
            try container.encodeTimestamp(created, forKey: .created)
            try container.encodeTimestampIfPresent(lastModified, forKey: .lastModified)
            try container.encode(deaths, forKey: .deaths)
            try container.encodeIfPresent(title, forKey: .title)
        }

        /// A character's gender.
        ///
        /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
        public struct Gender: OpenEnum {
            /// The string the API sends, such as `"Female"`.
            public let rawValue: String

            /// Wraps a string the API sends; every string is accepted.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Male.
            public static let male = Gender(rawValue: "Male")
            /// Female.
            public static let female = Gender(rawValue: "Female")
        }
    }
}
