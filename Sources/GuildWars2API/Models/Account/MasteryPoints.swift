// The account's mastery points per region, from /v2/account/mastery/points.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The mastery points the account earned and spent in each region, and the points unlocked.
    ///
    /// From `account/mastery/points` (key with `progression`). Shape from the wiki's API:2/account/mastery/points
    /// page; no live response was recorded.
    public struct MasteryPoints: Codable, Sendable, Hashable {
        /// The points of each region.
        public let totals: [RegionTotal]
        /// The ids of the mastery points found (`/v2/masteries`' points).
        public let unlocked: [Int]

        /// Earned and spent points of one region.
        public struct RegionTotal: Codable, Sendable, Hashable {
            /// The region, such as `Tyria` or `Maguuma`.
            public let region: Region
            /// The points spent on masteries.
            public let spent: Int
            /// The points earned.
            public let earned: Int
        }

        /// The region of a mastery point.
        ///
        /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
        public struct Region: OpenEnum {
            /// The string the API sends, such as `"Tyria"`.
            public let rawValue: String

            /// Wraps a string the API sends; every string is accepted.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Central Tyria (core game).
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
}
