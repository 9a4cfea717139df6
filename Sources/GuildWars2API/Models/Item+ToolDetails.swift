// The details of a tool item: a salvage kit and its charges.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// The details of a `Tool` item.
    ///
    /// Salvage kits are the only tools the API knows today.
    public struct ToolDetails: Codable, Sendable, Hashable {
        /// The tool type.
        public let type: Kind
        /// The number of uses.
        public let charges: Int
    }
}
