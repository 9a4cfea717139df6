// The home instance's cats and gathering nodes from /v2/home/cats and /v2/home/nodes.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A cat that can live in the home instance, from `/v2/home/cats`.
    ///
    /// Shape from the wiki's API:2/home/cats page and recorded responses.
    public struct HomeCat: Codable, Sendable, Hashable, Identifiable {
        /// The cat id (`account/home/cats`).
        public let id: Int
        /// A hint to how it is found, such as `grilled_chicken`.
        public let hint: String?
    }

    /// A gathering node or crafting station of the home instance, from `/v2/home/nodes`.
    ///
    /// Shape from the wiki's API:2/home/nodes page and recorded responses.
    public struct HomeNode: Codable, Sendable, Hashable, Identifiable {
        /// The node id, such as `ancient_wood_node` (`account/home/nodes`).
        public let id: String
    }
}
