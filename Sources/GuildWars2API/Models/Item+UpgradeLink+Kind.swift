// How an item upgrades into or from another item.
import Foundation
import RESTChain

extension GuildWars2.Item.UpgradeLink {
    /// How an item upgrades into or from another item.
    ///
    /// Used by `upgrades_into` and `upgrades_from`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Attunement"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Attunement in the Mystic Forge.
        public static let attunement = Kind(rawValue: "Attunement")
        /// Infusion in the Mystic Forge.
        public static let infusion = Kind(rawValue: "Infusion")
    }
}
