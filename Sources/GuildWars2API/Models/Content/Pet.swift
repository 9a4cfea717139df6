// A ranger pet from /v2/pets, and its skills.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A ranger pet from `/v2/pets`.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Pet: Codable, Sendable, Hashable, Identifiable {
        /// The pet id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// The icon URL.
        public let icon: URL
        /// The pet's skills.
        public let skills: [SkillReference]
    }

    /// A skill named by id alone, as pets list theirs: `{"id": 12658}`.
    public struct SkillReference: Codable, Sendable, Hashable, Identifiable {
        /// The skill id (`/v2/skills`).
        public let id: Int
    }
}
