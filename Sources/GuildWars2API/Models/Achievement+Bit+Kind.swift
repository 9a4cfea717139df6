// The type of an achievement bit (one step of it).
import Foundation
import RESTChain

extension GuildWars2.Achievement.Bit {
    /// The type of an achievement bit.
    ///
    /// It tells which of the bit's fields are set.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Text"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A text step: `text`.
        public static let text = Kind(rawValue: "Text")
        /// An item: `id`.
        public static let item = Kind(rawValue: "Item")
        /// A miniature: `id`.
        public static let minipet = Kind(rawValue: "Minipet")
        /// A skin: `id`.
        public static let skin = Kind(rawValue: "Skin")
    }
}
