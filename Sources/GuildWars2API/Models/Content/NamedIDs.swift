// Routes whose objects are little more than an id: map chests, daily crafts, world bosses, quaggans, titles, races.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A daily hero's choice chest from `/v2/mapchests`; its id is a name such as `auric_basin_heros_choice_chest`.
    ///
    /// The API sends the id only. Shape from the wiki; the id from a recorded response (Gw2Sharp's test files).
    public struct MapChest: Codable, Sendable, Hashable, Identifiable {
        /// The chest id.
        public let id: String
    }

    /// A time-gated craft from `/v2/dailycrafting`; its id is a name such as `charged_quartz_crystal`.
    ///
    /// The API sends the id only; ``GuildWars2/accountDailyCrafting()`` lists the ones the account made today.
    /// Shape from the wiki's API:2/dailycrafting page; no live response was recorded.
    public struct DailyCraft: Codable, Sendable, Hashable, Identifiable {
        /// The craft id.
        public let id: String
    }

    /// A world boss from `/v2/worldbosses`; its id is a name such as `admiral_taidha_covington`.
    ///
    /// The API sends the id only. Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WorldBoss: Codable, Sendable, Hashable, Identifiable {
        /// The world boss id.
        public let id: String
    }

    /// A quaggan picture from `/v2/quaggans`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Quaggan: Codable, Sendable, Hashable, Identifiable {
        /// The quaggan id, such as `404`.
        public let id: String
        /// The picture's URL.
        public let url: URL
    }

    /// A title from `/v2/titles`, and the achievements that grant it.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Title: Codable, Sendable, Hashable, Identifiable {
        /// The title id.
        public let id: Int
        /// The title, in the requested language.
        public let name: String
        /// The achievement that grants it (deprecated by the API in favour of ``achievements``).
        public let achievement: Int?
        /// The achievements that grant it (`/v2/achievements`).
        public let achievements: [Int]?
        /// The achievement points that grant it, for titles earned by points.
        public let apRequired: Int?

        enum CodingKeys: String, CodingKey {
            case id, name, achievement, achievements
            case apRequired = "ap_required"
        }
    }

    /// A playable race from `/v2/races`, and its racial skills.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Race: Codable, Sendable, Hashable, Identifiable {
        /// The race id, such as `Charr`.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// The racial skills (`/v2/skills`).
        public let skills: [Int]
    }
}
