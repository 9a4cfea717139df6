// A revenant legend from /v2/legends: its swap, heal, utility and elite skills.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A revenant legend from `/v2/legends`, such as `Legend1`.
    ///
    /// Skill ids resolve against `/v2/skills`. Shape from the wiki's API:2/legends page and recorded responses.
    public struct Legend: Codable, Sendable, Hashable, Identifiable {
        /// The legend id, such as `Legend1`.
        public let id: String
        /// The skill that swaps to it.
        public let swap: Int
        /// The heal skill.
        public let heal: Int
        /// The elite skill.
        public let elite: Int
        /// The three utility skills.
        public let utilities: [Int]
    }
}
