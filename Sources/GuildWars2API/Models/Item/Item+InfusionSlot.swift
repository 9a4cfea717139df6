// An infusion slot on an item, possibly filled.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// An infusion slot on an item.
    ///
    /// A few items come with an infusion already in the slot.
    public struct InfusionSlot: Codable, Sendable, Hashable {
        /// The kinds of infusion the slot takes.
        public let flags: [InfusionFlag]
        /// The infusion already in the slot, if any.
        public let itemID: Int?

        enum CodingKeys: String, CodingKey {
            case flags
            case itemID = "item_id"
        }
    }
}

extension GuildWars2.Item {
    /// A kind of infusion slot or infusion.
    ///
    /// Used by infusion slots and by upgrade components' infusion flags.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct InfusionFlag: OpenEnum {
        /// The string the API sends, such as `"Infusion"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An infusion.
        public static let infusion = InfusionFlag(rawValue: "Infusion")
        /// An enrichment.
        public static let enrichment = InfusionFlag(rawValue: "Enrichment")
        /// An agony infusion (older items).
        public static let agony = InfusionFlag(rawValue: "Agony")
        /// A defensive infusion.
        public static let defense = InfusionFlag(rawValue: "Defense")
        /// An offensive infusion.
        public static let offense = InfusionFlag(rawValue: "Offense")
        /// A utility infusion.
        public static let utility = InfusionFlag(rawValue: "Utility")
    }
}
