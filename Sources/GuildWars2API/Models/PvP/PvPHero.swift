// A Stronghold hero from /v2/pvp/heroes and its skins.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A Stronghold hero from `/v2/pvp/heroes`, such as "Nika".
    ///
    /// Ids are GUIDs. Shape from the wiki's API:2/pvp/heroes page and recorded responses.
    public struct PvPHero: Codable, Sendable, Hashable, Identifiable {
        /// The hero id, a GUID.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// The story, in the requested language.
        public let description: String
        /// The role, such as `Specialist Hero`.
        public let type: String
        /// The ratings shown in the hero panel.
        public let stats: Stats
        /// The overlay image URL.
        public let overlay: URL
        /// The underlay image URL.
        public let underlay: URL
        /// The skins (`account/pvp/heroes` lists those unlocked).
        public let skins: [Skin]
    }
}

extension GuildWars2.PvPHero {
    /// A hero's ratings, 1 to 5 pips each.
    public struct Stats: Codable, Sendable, Hashable {
        /// Offense.
        public let offense: Int
        /// Defense.
        public let defense: Int
        /// Speed.
        public let speed: Int
    }

    /// One skin of a hero.
    public struct Skin: Codable, Sendable, Hashable, Identifiable {
        /// The skin id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// Whether every account has it.
        public let isDefault: Bool
        /// The items that unlock it (`/v2/items`).
        public let unlockItems: [Int]?

        private enum CodingKeys: String, CodingKey {
            case id, name, icon
            case isDefault = "default"
            case unlockItems = "unlock_items"
        }
    }
}
