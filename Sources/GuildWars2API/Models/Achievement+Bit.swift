// One bit of an achievement: a text step, an item, a miniature or a skin to collect.
import Foundation
import RESTChain

extension GuildWars2.Achievement {
    /// One bit (step) of an achievement.
    ///
    /// Text bits have ``text``; item, miniature and skin bits have ``id``.
    public struct Bit: Codable, Sendable, Hashable {
        /// The bit type.
        public let type: Kind
        /// The item, miniature or skin id.
        public let id: Int?
        /// The step's text.
        public let text: String?
    }
}
