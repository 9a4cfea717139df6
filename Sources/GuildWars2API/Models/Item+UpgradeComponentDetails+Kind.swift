// The type of an upgrade component.
import Foundation
import RESTChain

extension GuildWars2.Item.UpgradeComponentDetails {
    /// The type of an upgrade component.
    ///
    /// The API sends it as the details' `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A generic upgrade such as an infusion.
        public static let `default` = Kind(rawValue: "Default")
        /// A jewel or gem.
        public static let gem = Kind(rawValue: "Gem")
        /// An armor rune.
        public static let rune = Kind(rawValue: "Rune")
        /// A weapon sigil.
        public static let sigil = Kind(rawValue: "Sigil")
    }
}
