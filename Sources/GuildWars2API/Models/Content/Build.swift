// The game's current build id, from /v2/build.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The game's current build, from `/v2/build`.
    ///
    /// The id grows with every game release; a change is a hint to refresh cached game data.
    public struct Build: Codable, Sendable, Hashable, Identifiable {
        /// The build id.
        public let id: Int
    }
}
