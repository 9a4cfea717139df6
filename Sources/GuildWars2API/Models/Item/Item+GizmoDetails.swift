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

extension GuildWars2.Item.GizmoDetails {
    /// The type of a gizmo item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A gizmo.
        public static let `default` = Kind(rawValue: "Default")
        /// A key that opens a container.
        public static let containerKey = Kind(rawValue: "ContainerKey")
        /// A rentable contract NPC.
        public static let rentableContractNpc = Kind(rawValue: "RentableContractNpc")
        /// An unlimited consumable.
        public static let unlimitedConsumable = Kind(rawValue: "UnlimitedConsumable")
    }
}
