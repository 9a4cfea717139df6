// A guild rank permission from /v2/guild/permissions.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A permission a guild rank can have, from `/v2/guild/permissions`, such as `EditBGM`.
    ///
    /// Shape from the wiki's API:2/guild/permissions page and recorded responses.
    public struct GuildPermission: Codable, Sendable, Hashable, Identifiable {
        /// The permission id, such as `ClaimableEditOptions`.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// What it allows, in the requested language.
        public let description: String
    }
}
