// The buff an upgrade grants: a skill and its description.
import Foundation
import RESTChain

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
