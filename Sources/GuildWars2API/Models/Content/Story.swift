// A story from /v2/stories and a story season from /v2/stories/seasons.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A story (a chapter list of the personal or living world story) from `/v2/stories`.
    ///
    /// Personal-story entries name the races they are for. Shape from the wiki and a recorded response
    /// (Gw2Sharp's test files).
    public struct Story: Codable, Sendable, Hashable, Identifiable {
        /// The story id.
        public let id: Int
        /// The season it belongs to (`/v2/stories/seasons`).
        public let season: String
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// When it takes place, such as `1325 AE`.
        public let timeline: String
        /// The lowest level for it.
        public let level: Int
        /// Its position in the season.
        public let order: Int
        /// Its chapters, in order.
        public let chapters: [Chapter]
        /// The races it is for, when only some are.
        public let races: [String]?
        /// Flags such as `RequiresUnlock`.
        public let flags: [String]?

        /// One chapter of a story.
        public struct Chapter: Codable, Sendable, Hashable {
            /// The chapter's name, in the requested language.
            public let name: String
        }
    }

    /// A story season from `/v2/stories/seasons`, such as Heart of Thorns; its id is a GUID.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct StorySeason: Codable, Sendable, Hashable, Identifiable {
        /// The season id, a GUID.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// Its position among the seasons.
        public let order: Int
        /// Its stories (`/v2/stories`).
        public let stories: [Int]
    }

    /// A story quest from `/v2/quests`: one step of a story and its goals.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Quest: Codable, Sendable, Hashable, Identifiable {
        /// The quest id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The level it needs.
        public let level: Int
        /// The story it belongs to (`/v2/stories`).
        public let story: Int
        /// Its goals, in order.
        public let goals: [Goal]

        /// One goal of a quest: the text while it is active and once it is complete (either may be empty).
        public struct Goal: Codable, Sendable, Hashable {
            /// The text while the goal is active.
            public let active: String
            /// The text once it is complete.
            public let complete: String
        }
    }
}
