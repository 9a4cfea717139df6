// A named icon from /v2/files: the game's commonly used images by a readable id.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A named icon from `/v2/files`, such as `map_complete` or `map_dungeon`.
    ///
    /// Shape from the wiki's API:2/files page and recorded responses.
    public struct File: Codable, Sendable, Hashable, Identifiable {
        /// The file id, such as `map_complete`.
        public let id: String
        /// The icon URL on the render service.
        public let icon: URL
    }
}
