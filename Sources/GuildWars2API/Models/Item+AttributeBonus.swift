// One attribute an item adds and by how much.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// One attribute an item adds and by how much.
    ///
    /// Part of an item's ``InfixUpgrade``.
    public struct AttributeBonus: Codable, Sendable, Hashable {
        /// The attribute.
        public let attribute: GuildWars2.Attribute
        /// How much the item adds to it.
        public let modifier: Int
    }
}
