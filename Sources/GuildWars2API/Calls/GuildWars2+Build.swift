// GuildWars2.build(): the game's current build id, a hint to refresh cached game data.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The game's current build (`build`); when its id grows, cached game data may be stale.
    ///
    /// - Throws: Any `RESTError` of the request.
    public func build() async throws(RESTError) -> Build { try await fetch(.build) }
}
