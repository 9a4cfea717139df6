// What a recipe ingredient is: an item, a currency or a guild upgrade.
import Foundation
import RESTChain

extension GuildWars2.RecipeIngredient {
    /// What a recipe ingredient is.
    ///
    /// Ingredients without a `type` (the default schema) are items.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Item"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An item.
        public static let item = Kind(rawValue: "Item")
        /// A currency.
        public static let currency = Kind(rawValue: "Currency")
        /// A guild upgrade.
        public static let guildUpgrade = Kind(rawValue: "GuildUpgrade")
    }
}
