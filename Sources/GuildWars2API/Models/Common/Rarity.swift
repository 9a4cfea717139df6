// The rarity of an item or skin, from Junk to Legendary.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The rarity of an item or skin.
    ///
    /// The game colours names by rarity: grey Junk up to purple Legendary.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Rarity: OpenEnum {
        /// The string the API sends, such as `"Junk"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Grey items, sold to vendors.
        public static let junk = Rarity(rawValue: "Junk")
        /// White items.
        public static let basic = Rarity(rawValue: "Basic")
        /// Blue items.
        public static let fine = Rarity(rawValue: "Fine")
        /// Green items.
        public static let masterwork = Rarity(rawValue: "Masterwork")
        /// Yellow items.
        public static let rare = Rarity(rawValue: "Rare")
        /// Orange items.
        public static let exotic = Rarity(rawValue: "Exotic")
        /// Pink items.
        public static let ascended = Rarity(rawValue: "Ascended")
        /// Purple items.
        public static let legendary = Rarity(rawValue: "Legendary")
    }
}
