// A glider skin from /v2/gliders.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A glider skin from `/v2/gliders`.
    ///
    /// Shape from the wiki's API:2/gliders page and recorded responses.
    public struct Glider: Codable, Sendable, Hashable, Identifiable {
        /// The glider id (`account/gliders`).
        public let id: Int
        /// The items that unlock it (`/v2/items`).
        public let unlockItems: [Int]?
        /// Where it sorts in the glider panel.
        public let order: Int
        /// The icon URL.
        public let icon: URL
        /// The name, in the requested language.
        public let name: String
        /// The description, with the game's markup.
        public let description: String
        /// The dye ids it has by default (`/v2/colors`); empty when it cannot be dyed.
        public let defaultDyes: [Int]

        private enum CodingKeys: String, CodingKey {
            case id, order, icon, name, description
            case unlockItems = "unlock_items"
            case defaultDyes = "default_dyes"
        }
    }
}
