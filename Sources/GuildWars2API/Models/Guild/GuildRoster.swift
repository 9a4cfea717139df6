// A guild's members and ranks, from /v2/guild/:id/members and …/ranks.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A member of a guild, from `guild/:id/members` (leader's key with `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/members page; no live response was recorded.
    public struct GuildMember: Codable, Sendable, Hashable {
        /// The account name, such as `Lawton Campbell.9413`.
        public let name: String
        /// The rank id (``GuildRank/id``), or `invited`.
        public let rank: String
        /// When the member joined (ISO 8601, as the API sends it); `null` for old members.
        public let joined: String?
        /// Whether the member plays WvW for the guild (since the 2024 restructuring).
        public let wvwMember: Bool?

        enum CodingKeys: String, CodingKey {
            case name, rank, joined
            case wvwMember = "wvw_member"
        }

        /// Writes the member as the API does: `"joined": null` when unknown.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(rank, forKey: .rank)
            try container.encode(joined, forKey: .joined)
            try container.encodeIfPresent(wvwMember, forKey: .wvwMember)
        }
    }

    /// A rank of a guild, from `guild/:id/ranks` (leader's key with `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/ranks page; no live response was recorded.
    public struct GuildRank: Codable, Sendable, Hashable, Identifiable {
        /// The rank's name, which is its id.
        public let id: String
        /// The order, from 1 (highest).
        public let order: Int
        /// The permission ids granted (`/v2/guild/permissions`).
        public let permissions: [String]
        /// The rank's icon URL.
        public let icon: String
    }
}
