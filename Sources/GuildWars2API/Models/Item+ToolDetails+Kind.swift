// The type of a tool item.
import Foundation
import RESTChain

extension GuildWars2.Item.ToolDetails {
    /// The type of a tool item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Salvage"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A salvage kit.
        public static let salvage = Kind(rawValue: "Salvage")
    }
}
