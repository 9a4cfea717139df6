// An achievement from /v2/achievements: tiers, rewards and bits.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An achievement from `/v2/achievements`.
    ///
    /// Progress is counted against ``tiers``; collections list what to collect in ``bits``.
    public struct Achievement: Codable, Sendable, Hashable, Identifiable {
        /// The achievement id.
        public let id: Int
        /// The icon URL, when the achievement has its own.
        public let icon: URL?
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language; it may contain the game's markup.
        public let description: String
        /// What to do; a double space stands where the game shows the tier's count.
        public let requirement: String
        /// The text shown while the achievement is locked.
        public let lockedText: String
        /// The achievement type.
        public let type: Kind
        /// The achievement's flags.
        public let flags: [Flag]
        /// The tiers: counts to reach and the points each gives.
        public let tiers: [Tier]
        /// The achievements to complete first.
        public let prerequisites: [Int]?
        /// What completing it gives.
        public let rewards: [Reward]?
        /// The steps or items of the achievement.
        public let bits: [Bit]?
        /// The most points a repeatable achievement can give.
        public let pointCap: Int?

        enum CodingKeys: String, CodingKey {
            case id, icon, name, description, requirement, type, flags, tiers, prerequisites, rewards, bits
            case lockedText = "locked_text"
            case pointCap = "point_cap"
        }
    }
}
