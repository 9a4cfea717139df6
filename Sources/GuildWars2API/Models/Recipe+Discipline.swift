// A crafting discipline that can learn a recipe.
import Foundation
import RESTChain

extension GuildWars2.Recipe {
    /// A crafting discipline.
    ///
    /// A recipe lists every discipline that can craft it.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Discipline: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Armorsmith"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Armorsmith.
        public static let armorsmith = Discipline(rawValue: "Armorsmith")
        /// Artificer.
        public static let artificer = Discipline(rawValue: "Artificer")
        /// Chef.
        public static let chef = Discipline(rawValue: "Chef")
        /// Huntsman.
        public static let huntsman = Discipline(rawValue: "Huntsman")
        /// Jeweler.
        public static let jeweler = Discipline(rawValue: "Jeweler")
        /// Leatherworker.
        public static let leatherworker = Discipline(rawValue: "Leatherworker")
        /// Scribe.
        public static let scribe = Discipline(rawValue: "Scribe")
        /// Tailor.
        public static let tailor = Discipline(rawValue: "Tailor")
        /// Weaponsmith.
        public static let weaponsmith = Discipline(rawValue: "Weaponsmith")
    }
}
