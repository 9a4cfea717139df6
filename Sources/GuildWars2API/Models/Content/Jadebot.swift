// A jade bot skin from /v2/jadebots.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A jade bot skin from `/v2/jadebots` (since End of Dragons).
    ///
    /// Shape from the wiki's API:2/jadebots page (released 2023-11-02); no live response was recorded.
    public struct Jadebot: Codable, Sendable, Hashable, Identifiable {
        /// The skin id (`account/jadebots`).
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// How to unlock it, with the game's markup.
        public let description: String
        /// The item that unlocks it (`/v2/items`).
        public let unlockItem: Int

        private enum CodingKeys: String, CodingKey {
            case id, name, description
            case unlockItem = "unlock_item"
        }
    }
}
