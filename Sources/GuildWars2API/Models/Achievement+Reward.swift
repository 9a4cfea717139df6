// One reward of an achievement: coins, an item, a mastery point or a title.
import Foundation
import RESTChain

extension GuildWars2.Achievement {
    /// One reward of an achievement.
    ///
    /// Which fields are set depends on ``type``: coins have a count (in copper), items an id and count,
    /// mastery points an id and region, titles an id.
    public struct Reward: Codable, Sendable, Hashable {
        /// The reward type.
        public let type: Kind
        /// The item, mastery or title id.
        public let id: Int?
        /// How many coins (in copper) or items.
        public let count: Int?
        /// The mastery region, such as `Tyria` or `Maguuma`.
        public let region: String?
    }
}
