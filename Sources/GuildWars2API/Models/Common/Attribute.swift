// A character attribute an item adds, named as the API sends it.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A character attribute an item adds.
    ///
    /// Several raw values differ from the names shown in game; the static names follow the game.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Attribute: OpenEnum {
        /// The string the API sends, such as `"Power"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Power.
        public static let power = Attribute(rawValue: "Power")
        /// Precision.
        public static let precision = Attribute(rawValue: "Precision")
        /// Toughness.
        public static let toughness = Attribute(rawValue: "Toughness")
        /// Vitality.
        public static let vitality = Attribute(rawValue: "Vitality")
        /// Ferocity, sent as `CritDamage`.
        public static let ferocity = Attribute(rawValue: "CritDamage")
        /// Healing Power, sent as `Healing`.
        public static let healingPower = Attribute(rawValue: "Healing")
        /// Condition Damage.
        public static let conditionDamage = Attribute(rawValue: "ConditionDamage")
        /// Expertise, sent as `ConditionDuration`.
        public static let expertise = Attribute(rawValue: "ConditionDuration")
        /// Concentration, sent as `BoonDuration`.
        public static let concentration = Attribute(rawValue: "BoonDuration")
        /// Agony Resistance.
        public static let agonyResistance = Attribute(rawValue: "AgonyResistance")
    }
}
