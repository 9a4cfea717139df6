// The details of a bag item: its size and whether it hides items from selling and sorting.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Bag` item.
    ///
    /// Invisible bags keep their contents out of vendor lists and inventory sorting.
    public struct BagDetails: Codable, Sendable, Hashable {
        /// The number of slots.
        public let size: Int
        /// Whether the bag's contents are hidden from vendors and sorting.
        public let noSellOrSort: Bool

        enum CodingKeys: String, CodingKey {
            case size
            case noSellOrSort = "no_sell_or_sort"
        }
    }
}
