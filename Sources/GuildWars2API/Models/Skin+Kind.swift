// The type of a skin.
import Foundation
import RESTChain

extension GuildWars2.Skin {
    /// The type of a skin.
    ///
    /// It tells how to read the skin's details.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Armor"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An armor skin.
        public static let armor = Kind(rawValue: "Armor")
        /// A weapon skin.
        public static let weapon = Kind(rawValue: "Weapon")
        /// A back item skin.
        public static let back = Kind(rawValue: "Back")
        /// A gathering tool skin.
        public static let gathering = Kind(rawValue: "Gathering")
    }
}
