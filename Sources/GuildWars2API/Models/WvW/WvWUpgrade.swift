// The upgrade tiers of a World vs. World objective from /v2/wvw/upgrades.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The upgrade tiers of a World vs. World objective, from `/v2/wvw/upgrades`.
    ///
    /// An objective's ``WvWObjective/upgradeID`` names its upgrades; dolyaks delivered unlock the tiers in order.
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WvWUpgrade: Codable, Sendable, Hashable, Identifiable {
        /// The upgrade id.
        public let id: Int
        /// The tiers, the first one first.
        public let tiers: [Tier]
    }
}

extension GuildWars2.WvWUpgrade {
    /// One tier of an objective's upgrades, such as Secured.
    public struct Tier: Codable, Sendable, Hashable {
        /// The tier's name, in the requested language.
        public let name: String
        /// The supply dolyaks the tier needs.
        public let yaksRequired: Int
        /// What the tier builds.
        public let upgrades: [Upgrade]

        enum CodingKeys: String, CodingKey {
            case name, upgrades
            case yaksRequired = "yaks_required"
        }
    }

    /// One upgrade of a tier, such as Build Cannons.
    public struct Upgrade: Codable, Sendable, Hashable {
        /// The name, in the requested language.
        public let name: String
        /// What it does, in the requested language.
        public let description: String
        /// The icon URL.
        public let icon: URL
    }
}
