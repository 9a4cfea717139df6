// A race or profession an item or skin is restricted to.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A race or profession that may use an item or skin.
    ///
    /// An empty restriction list means everyone may use it.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Restriction: OpenEnum {
        /// The string the API sends, such as `"Asura"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The asura race.
        public static let asura = Restriction(rawValue: "Asura")
        /// The charr race.
        public static let charr = Restriction(rawValue: "Charr")
        /// The human race.
        public static let human = Restriction(rawValue: "Human")
        /// The norn race.
        public static let norn = Restriction(rawValue: "Norn")
        /// The sylvari race.
        public static let sylvari = Restriction(rawValue: "Sylvari")
        /// The elementalist profession.
        public static let elementalist = Restriction(rawValue: "Elementalist")
        /// The engineer profession.
        public static let engineer = Restriction(rawValue: "Engineer")
        /// The guardian profession.
        public static let guardian = Restriction(rawValue: "Guardian")
        /// The mesmer profession.
        public static let mesmer = Restriction(rawValue: "Mesmer")
        /// The necromancer profession.
        public static let necromancer = Restriction(rawValue: "Necromancer")
        /// The ranger profession.
        public static let ranger = Restriction(rawValue: "Ranger")
        /// The revenant profession.
        public static let revenant = Restriction(rawValue: "Revenant")
        /// The thief profession.
        public static let thief = Restriction(rawValue: "Thief")
        /// The warrior profession.
        public static let warrior = Restriction(rawValue: "Warrior")
    }
}
