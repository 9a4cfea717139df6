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
