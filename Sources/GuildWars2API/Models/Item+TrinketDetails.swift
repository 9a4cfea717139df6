// The details of a trinket item: ring, accessory or amulet, with stats and upgrades.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Trinket` item.
    ///
    /// Trinkets with fixed stats have an ``infixUpgrade``; legendary ones list ``statChoices`` instead.
    public struct TrinketDetails: Codable, Sendable, Hashable {
        /// The trinket type.
        public let type: Kind
        /// The infusion slots.
        public let infusionSlots: [InfusionSlot]
        /// The item's attribute scaling factor, used to compute stats of selectable-stat items.
        public let attributeAdjustment: Double
        /// The fixed stats, when the trinket has them.
        public let infixUpgrade: InfixUpgrade?
        /// The id of the built-in upgrade (jewel), when there is one.
        public let suffixItemID: Int?
        /// The id of the second built-in upgrade; `nil` when there is none (older schemas send `""`).
        @GuildWars2.LenientNumber public private(set) var secondarySuffixItemID: Int?
        /// The item stat ids the player may choose from, for selectable-stat trinkets.
        public let statChoices: [Int]?

        enum CodingKeys: String, CodingKey {
            case type
            case infusionSlots = "infusion_slots"
            case attributeAdjustment = "attribute_adjustment"
            case infixUpgrade = "infix_upgrade"
            case suffixItemID = "suffix_item_id"
            case secondarySuffixItemID = "secondary_suffix_item_id"
            case statChoices = "stat_choices"
        }
    }
}

extension GuildWars2.Item.TrinketDetails {
    /// The type of a trinket item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Accessory"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An accessory (earring).
        public static let accessory = Kind(rawValue: "Accessory")
        /// An amulet.
        public static let amulet = Kind(rawValue: "Amulet")
        /// A ring.
        public static let ring = Kind(rawValue: "Ring")
    }
}
