// A mastery track from /v2/masteries: its region and the levels players train in it.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A mastery track from `/v2/masteries`, such as Exalted Lore.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Mastery: Codable, Sendable, Hashable, Identifiable {
        /// The mastery track id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// What unlocks the track, in the requested language.
        public let requirement: String
        /// The track's position in its region's panel.
        public let order: Int
        /// The background image URL.
        public let background: URL
        /// The region whose mastery points the track spends.
        public let region: Region
        /// The levels, the first one first.
        public let levels: [Level]
    }
}

extension GuildWars2.Mastery {
    /// One level of a mastery track.
    public struct Level: Codable, Sendable, Hashable {
        /// The name, in the requested language.
        public let name: String
        /// What the level gives, in the requested language.
        public let description: String
        /// How to use it, in the requested language.
        public let instruction: String
        /// The icon URL.
        public let icon: URL
        /// The mastery points it costs.
        public let pointCost: Int
        /// The experience it needs.
        public let expCost: Int

        enum CodingKeys: String, CodingKey {
            case name, description, instruction, icon
            case pointCost = "point_cost"
            case expCost = "exp_cost"
        }
    }

    /// The region of a mastery track.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Region: OpenEnum {
        /// The string the API sends, such as `"Maguuma"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Central Tyria.
        public static let tyria = Region(rawValue: "Tyria")
        /// Heart of Thorns.
        public static let maguuma = Region(rawValue: "Maguuma")
        /// Path of Fire.
        public static let desert = Region(rawValue: "Desert")
        /// The Icebrood Saga.
        public static let tundra = Region(rawValue: "Tundra")
        /// End of Dragons.
        public static let jade = Region(rawValue: "Jade")
        /// Secrets of the Obscure.
        public static let sky = Region(rawValue: "Sky")
        /// Janthir Wilds.
        public static let wild = Region(rawValue: "Wild")
    }
}
