// The details of a container item: how it opens.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Container` item.
    ///
    /// The API does not list what a container holds.
    public struct ContainerDetails: Codable, Sendable, Hashable {
        /// The container type.
        public let type: Kind
    }
}
