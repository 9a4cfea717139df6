// A guild from /v2/guild/:id: name, tag and emblem for anyone, more for its members' keys.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A guild from `/v2/guild/:id`.
    ///
    /// Anyone gets ``id``, ``name``, ``tag`` and ``emblem``; with a key of one of the guild's members (`guilds`
    /// permission) the API adds its level, message of the day, resources and member counts. Find an id by name
    /// with ``GuildWars2/guildSearch(name:)``. Shapes from the wiki's API:2/guild/:id page and recorded responses.
    public struct Guild: Codable, Sendable, Hashable, Identifiable {
        /// The guild id, a GUID.
        public let id: String
        /// The name.
        public let name: String
        /// The tag, shown in brackets after members' names.
        public let tag: String
        /// The emblem; absent when the guild has none.
        public let emblem: Emblem?
        /// The level (members' keys only).
        public let level: Int?
        /// The message of the day (members' keys only).
        public let motd: String?
        /// The influence (members' keys only).
        public let influence: Int?
        /// The aetherium (members' keys only).
        public let aetherium: Int?
        /// The resonance (members' keys only).
        public let resonance: Int?
        /// The favor (members' keys only).
        public let favor: Int?
        /// How many members it has (members' keys only).
        public let memberCount: Int?
        /// How many members it can have (members' keys only).
        public let memberCapacity: Int?

        private enum CodingKeys: String, CodingKey {
            case id, name, tag, emblem, level, motd, influence, aetherium, resonance, favor
            case memberCount = "member_count"
            case memberCapacity = "member_capacity"
        }
    }
}

extension GuildWars2.Guild {
    /// A guild's emblem: a background and a foreground, each with its dyes, and how they are flipped.
    public struct Emblem: Codable, Sendable, Hashable {
        /// The background (`/v2/emblem/backgrounds`).
        public let background: Layer
        /// The foreground (`/v2/emblem/foregrounds`).
        public let foreground: Layer
        /// How the layers are flipped.
        public let flags: [Flag]
    }

    /// How a guild emblem's layers are flipped.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Flag: OpenEnum {
        /// The string the API sends, such as `"FlipBackgroundHorizontal"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The background is mirrored left to right.
        public static let flipBackgroundHorizontal = Flag(rawValue: "FlipBackgroundHorizontal")
        /// The background is upside down.
        public static let flipBackgroundVertical = Flag(rawValue: "FlipBackgroundVertical")
        /// The foreground is mirrored left to right.
        public static let flipForegroundHorizontal = Flag(rawValue: "FlipForegroundHorizontal")
        /// The foreground is upside down.
        public static let flipForegroundVertical = Flag(rawValue: "FlipForegroundVertical")
    }

    /// One layer of an emblem.
    public struct Layer: Codable, Sendable, Hashable, Identifiable {
        /// The layer's emblem id.
        public let id: Int
        /// The color ids (`/v2/colors`).
        public let colors: [Int]
    }
}
