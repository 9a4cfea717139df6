// A flag on a skin.
import Foundation
import RESTChain

extension GuildWars2.Skin {
    /// A flag on a skin.
    ///
    /// Flags tell how the wardrobe shows the skin.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Flag: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"ShowInWardrobe"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Shown in the wardrobe.
        public static let showInWardrobe = Flag(rawValue: "ShowInWardrobe")
        /// Applied for free.
        public static let noCost = Flag(rawValue: "NoCost")
        /// Hidden until unlocked.
        public static let hideIfLocked = Flag(rawValue: "HideIfLocked")
        /// Shown with the skin's rarity.
        public static let overrideRarity = Flag(rawValue: "OverrideRarity")
    }
}
