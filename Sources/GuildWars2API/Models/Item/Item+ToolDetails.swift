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

extension GuildWars2.Item.ToolDetails {
    /// The type of a tool item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Salvage"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A salvage kit.
        public static let salvage = Kind(rawValue: "Salvage")
    }
}
