// A dye color from /v2/colors, with its look on cloth, leather, metal and fur.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A dye color from `/v2/colors`, such as "Sky" or "Black".
    ///
    /// Shape from the wiki's API:2/colors page and recorded responses.
    public struct Color: Codable, Sendable, Hashable, Identifiable {
        /// The color id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The base RGB values the material values adjust.
        public let baseRGB: [Int]
        /// How the color looks on cloth armor.
        public let cloth: Appearance
        /// How the color looks on leather armor.
        public let leather: Appearance
        /// How the color looks on metal armor.
        public let metal: Appearance
        /// How the color looks on fur, when it differs.
        public let fur: Appearance?
        /// The dye item that unlocks the color (`/v2/items`); absent for colors no item unlocks.
        public let item: Int?
        /// Hue, material and rarity categories, such as `Gray`, `Metal`, `Rare`.
        public let categories: [Category]

        private enum CodingKeys: String, CodingKey {
            case id, name, cloth, leather, metal, fur, item, categories
            case baseRGB = "base_rgb"
        }
    }
}

extension GuildWars2.Color {
    /// How a color looks on one material.
    public struct Appearance: Codable, Sendable, Hashable {
        /// The brightness.
        public let brightness: Int
        /// The contrast.
        public let contrast: Double
        /// The hue (HSL), in degrees.
        public let hue: Int
        /// The saturation (HSL).
        public let saturation: Double
        /// The lightness (HSL).
        public let lightness: Double
        /// The resulting RGB values.
        public let rgb: [Int]
    }

    /// A hue, material or rarity category of a color.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Category: OpenEnum {
        /// The string the API sends, such as `"Gray"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A gray hue.
        public static let gray = Category(rawValue: "Gray")
        /// A brown hue.
        public static let brown = Category(rawValue: "Brown")
        /// A red hue.
        public static let red = Category(rawValue: "Red")
        /// An orange hue.
        public static let orange = Category(rawValue: "Orange")
        /// A yellow hue.
        public static let yellow = Category(rawValue: "Yellow")
        /// A green hue.
        public static let green = Category(rawValue: "Green")
        /// A blue hue.
        public static let blue = Category(rawValue: "Blue")
        /// A purple hue.
        public static let purple = Category(rawValue: "Purple")
        /// A vibrant material.
        public static let vibrant = Category(rawValue: "Vibrant")
        /// A leather material.
        public static let leather = Category(rawValue: "Leather")
        /// A metal material.
        public static let metal = Category(rawValue: "Metal")
        /// Starter rarity.
        public static let starter = Category(rawValue: "Starter")
        /// Common rarity.
        public static let common = Category(rawValue: "Common")
        /// Uncommon rarity.
        public static let uncommon = Category(rawValue: "Uncommon")
        /// Rare rarity.
        public static let rare = Category(rawValue: "Rare")
        /// Exclusive rarity.
        public static let exclusive = Category(rawValue: "Exclusive")
    }
}
