// A world (game server) from /v2/worlds.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A world from `/v2/worlds`.
    ///
    /// Ids starting with 1 are North American worlds, ids starting with 2 European ones.
    public struct World: Codable, Sendable, Hashable, Identifiable {
        /// The world id.
        public let id: Int
        /// The world name, in the requested language.
        public let name: String
        /// How full the world is.
        public let population: Population
    }
}
