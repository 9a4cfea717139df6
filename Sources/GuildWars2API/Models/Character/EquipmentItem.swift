// One piece of a character's equipment, from /v2/characters/:name/equipment and its equipment tabs.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One piece of equipment: the item, its slot, upgrades, skin, dyes and chosen stats.
    ///
    /// From `characters/:name/equipment` (key with `characters`, `builds`) and each equipment tab. Shape from the
    /// wiki's API:2/characters/:id/equipment and …/equipmenttabs pages; no live response was recorded.
    public struct EquipmentItem: Codable, Sendable, Hashable, Identifiable {
        /// The item id (`/v2/items`).
        public let id: Int
        /// The slot; absent for equipment only in an inactive tab (schema 2019-12-19 and later).
        public let slot: Slot?
        /// The upgrade components' item ids.
        public let upgrades: [Int]?
        /// The infusions' item ids.
        public let infusions: [Int]?
        /// The skin applied (`/v2/skins`), if it differs from the item's.
        public let skin: Int?
        /// The stats chosen for a selectable-stat item.
        public let stats: ItemSlot.Stats?
        /// Whom the item is bound to.
        public let binding: Binding?
        /// The character it is bound to, when ``binding`` is `.character`.
        public let boundTo: String?
        /// The dye ids per channel (`/v2/colors`), `nil` for an undyed channel.
        public let dyes: [Int?]?
        /// The uses left, for gathering tools with charges.
        public let charges: Int?
        /// Where the piece lives: equipped, or from the legendary armory.
        public let location: Location?
        /// The equipment tabs the piece is in.
        public let tabs: [Int]?

        enum CodingKeys: String, CodingKey {
            case id, slot, upgrades, infusions, skin, stats, binding, dyes, charges, location, tabs
            case boundTo = "bound_to"
        }
    }
}

extension GuildWars2.EquipmentItem {
    /// An equipment slot.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Slot: OpenEnum {
        /// The string the API sends, such as `"Helm"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Head armor.
        public static let helm = Slot(rawValue: "Helm")
        /// Shoulder armor.
        public static let shoulders = Slot(rawValue: "Shoulders")
        /// Chest armor.
        public static let coat = Slot(rawValue: "Coat")
        /// Hand armor.
        public static let gloves = Slot(rawValue: "Gloves")
        /// Leg armor.
        public static let leggings = Slot(rawValue: "Leggings")
        /// Foot armor.
        public static let boots = Slot(rawValue: "Boots")
        /// The back item.
        public static let backpack = Slot(rawValue: "Backpack")
        /// The amulet.
        public static let amulet = Slot(rawValue: "Amulet")
        /// The main hand of the first weapon set.
        public static let weaponA1 = Slot(rawValue: "WeaponA1")
        /// The off hand of the first weapon set.
        public static let weaponA2 = Slot(rawValue: "WeaponA2")
        /// The main hand of the second weapon set.
        public static let weaponB1 = Slot(rawValue: "WeaponB1")
        /// The off hand of the second weapon set.
        public static let weaponB2 = Slot(rawValue: "WeaponB2")
        /// The breathing apparatus.
        public static let helmAquatic = Slot(rawValue: "HelmAquatic")
        /// The harvesting sickle.
        public static let sickle = Slot(rawValue: "Sickle")
        /// The logging axe.
        public static let axe = Slot(rawValue: "Axe")
        /// The mining pick.
        public static let pick = Slot(rawValue: "Pick")
    }

    /// Where a piece of equipment lives.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Location: OpenEnum {
        /// The string the API sends, such as `"Equipped"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Equipped in the active tab.
        public static let equipped = Location(rawValue: "Equipped")
        /// In an inactive tab.
        public static let armory = Location(rawValue: "Armory")
        /// Equipped from the legendary armory in the active tab.
        public static let equippedFromLegendaryArmory = Location(rawValue: "EquippedFromLegendaryArmory")
        /// From the legendary armory in an inactive tab.
        public static let legendaryArmory = Location(rawValue: "LegendaryArmory")
    }
}
