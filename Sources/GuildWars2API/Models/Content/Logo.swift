// One of the game's animated logos, from /v2/logos.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An animated logo of the game or an expansion, from `/v2/logos` (2025), such as `Guild-Wars-2-logo-en`.
    ///
    /// Fixtures from the wiki's API:2/logos examples.
    public struct Logo: Codable, Sendable, Hashable, Identifiable {
        /// The logo id, such as `ArenaNet-Path-of-Fire-logo`.
        public let id: String
        /// The video's URL (a `.webm` file).
        public let url: URL
    }
}
