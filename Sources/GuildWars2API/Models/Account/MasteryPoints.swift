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

        /// The region of a mastery point: the same open set as a mastery track's region.
        public typealias Region = Mastery.Region
    }
}
