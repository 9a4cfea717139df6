// What an upgrade component can be applied to.
import Foundation
import RESTChain

extension GuildWars2.Item.UpgradeComponentDetails {
    /// What an upgrade component can be applied to.
    ///
    /// Besides the values below, the API uses every `WeaponType` raw value, such as `"Greatsword"`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Target: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"HeavyArmor"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Heavy armor.
        public static let heavyArmor = Target(rawValue: "HeavyArmor")
        /// Medium armor.
        public static let mediumArmor = Target(rawValue: "MediumArmor")
        /// Light armor.
        public static let lightArmor = Target(rawValue: "LightArmor")
        /// Trinkets.
        public static let trinket = Target(rawValue: "Trinket")
    }
}
