// The type of a trinket item.
import Foundation
import RESTChain

extension GuildWars2.Item.TrinketDetails {
    /// The type of a trinket item.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Accessory"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An accessory (earring).
        public static let accessory = Kind(rawValue: "Accessory")
        /// An amulet.
        public static let amulet = Kind(rawValue: "Amulet")
        /// A ring.
        public static let ring = Kind(rawValue: "Ring")
    }
}
