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

extension GuildWars2.Item {
    /// The buff an item or upgrade grants.
    ///
    /// The skill id refers to `/v2/skills`.
    public struct Buff: Codable, Sendable, Hashable {
        /// The skill the buff applies.
        public let skillID: Int
        /// What the buff does, in the requested language.
        public let description: String?

        enum CodingKeys: String, CodingKey {
            case description
            case skillID = "skill_id"
        }
    }
}
