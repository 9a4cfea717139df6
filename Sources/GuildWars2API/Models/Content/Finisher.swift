// A finisher from /v2/finishers: the animation played on a downed foe.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A finisher from `/v2/finishers`, such as "Rabbit Rank Finisher".
    ///
    /// Shape from the wiki's API:2/finishers page and recorded responses.
    public struct Finisher: Codable, Sendable, Hashable, Identifiable {
        /// The finisher id (`account/finishers`).
        public let id: Int
        /// How to unlock it, with the game's markup.
        public let unlockDetails: String
        /// The items that unlock it (`/v2/items`).
        public let unlockItems: [Int]
        /// Where it sorts in the finisher panel.
        public let order: Int
        /// The icon URL.
        public let icon: URL
        /// The name, in the requested language.
        public let name: String

        private enum CodingKeys: String, CodingKey {
            case id, order, icon, name
            case unlockDetails = "unlock_details"
            case unlockItems = "unlock_items"
        }
    }
}
