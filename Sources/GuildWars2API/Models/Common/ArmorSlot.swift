// The slot an armor item or armor skin is worn in.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The slot an armor item or armor skin is worn in.
    ///
    /// The API sends it as the armor's `type`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct ArmorSlot: OpenEnum {
        /// The string the API sends, such as `"Boots"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Feet.
        public static let boots = ArmorSlot(rawValue: "Boots")
        /// Chest.
        public static let coat = ArmorSlot(rawValue: "Coat")
        /// Hands.
        public static let gloves = ArmorSlot(rawValue: "Gloves")
        /// Head.
        public static let helm = ArmorSlot(rawValue: "Helm")
        /// Head, under water.
        public static let helmAquatic = ArmorSlot(rawValue: "HelmAquatic")
        /// Legs.
        public static let leggings = ArmorSlot(rawValue: "Leggings")
        /// Shoulders.
        public static let shoulders = ArmorSlot(rawValue: "Shoulders")
    }
}
