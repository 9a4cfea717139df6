// The score of each team on one map during one skirmish.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// The score of each team on one map during one skirmish.
    ///
    /// Part of a ``Skirmish``.
    public struct MapScore: Codable, Sendable, Hashable {
        /// The map.
        public let type: MapKind
        /// The score of each team on that map.
        public let scores: GuildWars2.TeamValues<Int>
    }
}
