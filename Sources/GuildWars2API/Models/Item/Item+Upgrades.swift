// The upgrade fields every piece of equipment has (infusions, stats, runes and sigils), and equipment details.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// What armor, back items, trinkets and weapons all carry: infusion slots, stats and built-in upgrades.
    ///
    /// Equipment with fixed stats has an ``infixUpgrade``; legendary equipment lists ``statChoices`` instead.
    public struct Upgrades: Codable, Sendable, Hashable {
        /// The infusion slots.
        public let infusionSlots: [InfusionSlot]
        /// The item's attribute scaling factor, used to compute stats of selectable-stat items.
        public let attributeAdjustment: Double
        /// The fixed stats, when the item has them.
        public let infixUpgrade: InfixUpgrade?
        /// The id of the built-in upgrade (a rune, sigil or jewel), when there is one.
        public let suffixItemID: Int?
        /// The id of the second built-in upgrade; `nil` when there is none (older schemas send `""`).
        @GuildWars2.LenientNumber public private(set) var secondarySuffixItemID: Int?
        /// The item stat ids the player may choose from, for selectable-stat items.
        public let statChoices: [Int]?

        enum CodingKeys: String, CodingKey {
            case infusionSlots = "infusion_slots"
            case attributeAdjustment = "attribute_adjustment"
            case infixUpgrade = "infix_upgrade"
            case suffixItemID = "suffix_item_id"
            case secondarySuffixItemID = "secondary_suffix_item_id"
            case statChoices = "stat_choices"
        }
    }

    /// The details of a piece of equipment: what is particular to its kind, and its ``Upgrades``, read from and
    /// written back to the one object the API sends.
    ///
    /// Either part's members read as the details' own: `weapon.minPower`, `weapon.infixUpgrade`.
    @dynamicMemberLookup
    public struct Equipment<Particulars: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
        /// What is particular to the kind, such as a weapon's power range.
        public let particulars: Particulars
        /// The infusion slots, stats and built-in upgrades.
        public let upgrades: Upgrades

        /// Reads both parts from the same object.
        public init(from decoder: any Decoder) throws {
            particulars = try Particulars(from: decoder)
            upgrades = try Upgrades(from: decoder)
        }

        /// Writes both parts into the same object.
        public func encode(to encoder: any Encoder) throws {
            try particulars.encode(to: encoder)
            try upgrades.encode(to: encoder)
        }

        /// A member of the particulars, such as `minPower`.
        public subscript<Member>(dynamicMember member: KeyPath<Particulars, Member>) -> Member {
            particulars[keyPath: member]
        }

        /// A member of the upgrades, such as `infixUpgrade`.
        public subscript<Member>(dynamicMember member: KeyPath<Upgrades, Member>) -> Member {
            upgrades[keyPath: member]
        }
    }
}
