// A dungeon and its paths from /v2/dungeons.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A dungeon from `/v2/dungeons`, such as `ascalonian_catacombs`, with its story and explorable paths.
    ///
    /// Path ids are what `account/dungeons` lists as done. Shape from the wiki's API:2/dungeons page and recorded
    /// responses.
    public struct Dungeon: Codable, Sendable, Hashable, Identifiable {
        /// The dungeon id, such as `ascalonian_catacombs`.
        public let id: String
        /// The paths.
        public let paths: [Path]
    }
}

extension GuildWars2.Dungeon {
    /// One path of a dungeon.
    public struct Path: Codable, Sendable, Hashable, Identifiable {
        /// The path id, such as `ac_story` or `hodgins`.
        public let id: String
        /// Story or explorable.
        public let type: Kind
    }
}

extension GuildWars2.Dungeon.Path {
    /// The kind of a dungeon path.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Story"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The story path.
        public static let story = Kind(rawValue: "Story")
        /// An explorable path.
        public static let explorable = Kind(rawValue: "Explorable")
    }
}
