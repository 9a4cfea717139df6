// An item the legendary armory can hold, from /v2/legendaryarmory.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An item the legendary armory can hold, from `/v2/legendaryarmory`, and how many copies.
    ///
    /// Shape from the wiki's API:2/legendaryarmory page and recorded responses.
    public struct LegendaryArmoryItem: Codable, Sendable, Hashable, Identifiable {
        /// The item id (`/v2/items`).
        public let id: Int
        /// The most copies the armory holds, such as 2 for rings.
        public let maxCount: Int

        private enum CodingKeys: String, CodingKey {
            case id
            case maxCount = "max_count"
        }
    }
}
