// A character's build and equipment tabs, from /v2/characters/:name/buildtabs and …/equipmenttabs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One build template tab of a character, from `characters/:name/buildtabs` (key with `characters`, `builds`).
    ///
    /// Shape from the wiki's API:2/characters/:id/buildtabs page; no live response was recorded.
    public struct BuildTab: Codable, Sendable, Hashable {
        /// The tab's position, from 1.
        public let tab: Int
        /// Whether the character uses this tab now.
        public let isActive: Bool
        /// The build saved in the tab.
        public let build: SavedBuild

        enum CodingKeys: String, CodingKey {
            case tab, build
            case isActive = "is_active"
        }
    }

    /// One equipment template tab of a character, from `characters/:name/equipmenttabs` (key with `characters`,
    /// `builds`).
    ///
    /// Shape from the wiki's API:2/characters/:id/equipmenttabs page; no live response was recorded.
    public struct EquipmentTab: Codable, Sendable, Hashable {
        /// The tab's position, from 1.
        public let tab: Int
        /// The name the player gave the tab.
        public let name: String
        /// Whether the character uses this tab now.
        public let isActive: Bool
        /// The equipment of the tab.
        public let equipment: [EquipmentItem]
        /// The structured PvP equipment of the tab.
        public let equipmentPvP: PvPEquipment?

        enum CodingKeys: String, CodingKey {
            case tab, name, equipment
            case isActive = "is_active"
            case equipmentPvP = "equipment_pvp"
        }
    }

    /// A character's structured PvP amulet, rune and sigils; `nil` where none is chosen.
    public struct PvPEquipment: Codable, Sendable, Hashable {
        /// The amulet id (`/v2/pvp/amulets`).
        public let amulet: Int?
        /// The rune's item id.
        public let rune: Int?
        /// The sigils' item ids, one per weapon slot.
        public let sigils: [Int?]

        /// Writes the equipment as the API does: `null` for what is not chosen.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(amulet, forKey: .amulet)
            try container.encode(rune, forKey: .rune)
            try container.encode(sigils, forKey: .sigils)
        }
    }
}
