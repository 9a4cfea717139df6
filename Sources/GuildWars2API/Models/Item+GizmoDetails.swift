// The details of a gizmo item: keys, rentable NPCs and unlimited consumables.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Gizmo` item.
    ///
    /// Guild gizmos name the guild upgrade they unlock; vendor gizmos name the vendors they open.
    public struct GizmoDetails: Codable, Sendable, Hashable {
        /// The gizmo type.
        public let type: Kind
        /// The guild upgrade the gizmo unlocks, for guild gizmos.
        public let guildUpgradeID: Int?
        /// The vendors the gizmo opens.
        public let vendorIDs: [Int]?

        enum CodingKeys: String, CodingKey {
            case type
            case guildUpgradeID = "guild_upgrade_id"
            case vendorIDs = "vendor_ids"
        }
    }
}
