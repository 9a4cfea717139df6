// The damage type a weapon or weapon skin shows.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The damage type a weapon or weapon skin shows.
    ///
    /// It changes the look of hits, not the damage dealt.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct DamageType: OpenEnum {
        /// The string the API sends, such as `"Physical"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Physical damage.
        public static let physical = DamageType(rawValue: "Physical")
        /// Fire damage.
        public static let fire = DamageType(rawValue: "Fire")
        /// Ice damage.
        public static let ice = DamageType(rawValue: "Ice")
        /// Lightning damage.
        public static let lightning = DamageType(rawValue: "Lightning")
        /// Choking damage.
        public static let choking = DamageType(rawValue: "Choking")
    }
}
