// The weight class of armor: heavy, medium, light or clothing.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The weight class of an armor item or skin.
    ///
    /// Each profession wears one weight class.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct WeightClass: OpenEnum {
        /// The string the API sends, such as `"Heavy"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Heavy armor.
        public static let heavy = WeightClass(rawValue: "Heavy")
        /// Medium armor.
        public static let medium = WeightClass(rawValue: "Medium")
        /// Light armor.
        public static let light = WeightClass(rawValue: "Light")
        /// Town clothing.
        public static let clothing = WeightClass(rawValue: "Clothing")
    }
}
