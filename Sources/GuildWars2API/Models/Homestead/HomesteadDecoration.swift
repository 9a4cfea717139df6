// A homestead decoration from /v2/homestead/decorations, and an account's count of one.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A decoration a homestead can hold, from `/v2/homestead/decorations` (Janthir Wilds, 2024).
    ///
    /// Shape and fixture from the wiki's API:2/homestead/decorations example (decoration 140).
    public struct HomesteadDecoration: Codable, Sendable, Hashable, Identifiable {
        /// The decoration id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language; may hold the game's markup.
        public let description: String
        /// How many of it the homestead storage holds.
        public let maxCount: Int
        /// The icon URL.
        public let icon: URL
        /// The categories it belongs to (``HomesteadDecorationCategory``).
        public let categories: [Int]

        private enum CodingKeys: String, CodingKey {
            case id, name, description, icon, categories
            case maxCount = "max_count"
        }
    }

    /// A category of homestead decorations, from `/v2/homestead/decorations/categories`, such as "Furniture".
    ///
    /// Fixture: the `homestead/decorations/categories?ids=…` answer as the gw2-homestead catalogue (thajcak) recorded
    /// it from the live API (`public/decoration_categories.json`, 27 categories).
    public struct HomesteadDecorationCategory: Codable, Sendable, Hashable, Identifiable {
        /// The category id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
    }

    /// How many of one decoration an account placed in its homestead, from `/v2/account/homestead/decorations`.
    ///
    /// Fixture: the first five objects of the wiki's API:2/account/homestead/decorations example.
    public struct HomesteadDecorationCount: Codable, Sendable, Hashable, Identifiable {
        /// The decoration (``HomesteadDecoration``).
        public let id: Int
        /// How many the account placed.
        public let count: Int
    }
}
