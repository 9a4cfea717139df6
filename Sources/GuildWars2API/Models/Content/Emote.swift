// An emote from /v2/emotes: its chat commands and the items that unlock it.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An emote from `/v2/emotes`, such as `rockout`.
    ///
    /// Shape from the wiki's API:2/emotes page and recorded responses.
    public struct Emote: Codable, Sendable, Hashable, Identifiable {
        /// The emote id, such as `rockout`.
        public let id: String
        /// The chat commands in every language, such as `/rockout` and `/hardrock`.
        public let commands: [String]
        /// The items that unlock it (`/v2/items`); empty for emotes every character has.
        public let unlockItems: [Int]

        private enum CodingKeys: String, CodingKey {
            case id, commands
            case unlockItems = "unlock_items"
        }
    }
}
