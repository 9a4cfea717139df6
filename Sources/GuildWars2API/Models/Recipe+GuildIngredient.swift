// A guild upgrade a guild recipe uses.
import Foundation
import RESTChain

extension GuildWars2.Recipe {
    /// A guild upgrade a guild recipe uses.
    ///
    /// The upgrade id refers to `/v2/guild/upgrades`.
    public struct GuildIngredient: Codable, Sendable, Hashable {
        /// The guild upgrade.
        public let upgradeID: Int
        /// How many one craft uses.
        public let count: Int

        enum CodingKeys: String, CodingKey {
            case count
            case upgradeID = "upgrade_id"
        }
    }
}
