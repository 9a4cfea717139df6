// One tier of an achievement: the count to reach and the points it gives.
import Foundation
import RESTChain

extension GuildWars2.Achievement {
    /// One tier of an achievement.
    ///
    /// Reaching ``count`` gives ``points`` achievement points.
    public struct Tier: Codable, Sendable, Hashable {
        /// The progress needed.
        public let count: Int
        /// The achievement points the tier gives.
        public let points: Int
    }
}
