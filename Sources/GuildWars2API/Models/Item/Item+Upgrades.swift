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

        /// Reads the upgrades from the container their equipment opened on its details, as `init(from:)` reads
        /// them from a container of their own.
        init(from details: KeyedDecodingContainer<DetailsKey>) throws {
            infusionSlots = try details.decode([InfusionSlot].self, forKey: DetailsKey(CodingKeys.infusionSlots))
            attributeAdjustment = try details.decode(Double.self, forKey: DetailsKey(CodingKeys.attributeAdjustment))
            infixUpgrade = try details.decodeIfPresent(InfixUpgrade.self, forKey: DetailsKey(CodingKeys.infixUpgrade))
            suffixItemID = try details.decodeIfPresent(Int.self, forKey: DetailsKey(CodingKeys.suffixItemID))
            _secondarySuffixItemID = try details.decode(
                GuildWars2.LenientNumber.self, forKey: DetailsKey(CodingKeys.secondarySuffixItemID))
            statChoices = try details.decodeIfPresent([Int].self, forKey: DetailsKey(CodingKeys.statChoices))
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

    /// A member of an equipment's details object, named as the API names it: the one key type through which both
    /// parts of an ``Equipment`` read that object.
    struct DetailsKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        /// The member a part's own key names.
        init(_ key: some CodingKey) { stringValue = key.stringValue }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The particulars of a kind of equipment that read their members from the container the equipment opened on its
/// details, so that the object is read through one container rather than one for each part.
protocol EquipmentParticulars {
    /// Reads the particulars as `init(from:)` does, from the details' container.
    init(from details: KeyedDecodingContainer<GuildWars2.Item.DetailsKey>) throws
}

extension GuildWars2.Item.Equipment where Particulars: EquipmentParticulars {
    /// Reads both parts, as `init(from:)` does, through one container on the details object.
    init(readingDetails decoder: any Decoder) throws {
        let details = try decoder.container(keyedBy: GuildWars2.Item.DetailsKey.self)
        particulars = try Particulars(from: details)
        upgrades = try GuildWars2.Item.Upgrades(from: details)
    }
}
