// The fixed stats an item or upgrade adds, and the buff it grants.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The fixed stats an item or upgrade component adds.
    ///
    /// The id refers to `/v2/itemstats`; sigils and some runes describe their effect in ``buff`` instead.
    public struct InfixUpgrade: Codable, Sendable, Hashable {
        /// The item stat id.
        public let id: Int
        /// The attributes and how much each adds.
        public let attributes: [AttributeBonus]
        /// The buff the upgrade grants, if any.
        public let buff: Buff?
    }
}
