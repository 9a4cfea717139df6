// The details of a gathering tool: what it gathers.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Gathering` item.
    ///
    /// Sickles, axes, picks, fishing rods and fishing bait share this shape.
    public struct GatheringDetails: Codable, Sendable, Hashable {
        /// The gathering tool type.
        public let type: Kind
    }
}
