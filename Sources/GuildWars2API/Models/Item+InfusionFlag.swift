// A kind of infusion slot, or of infusion an upgrade component is.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// A kind of infusion slot or infusion.
    ///
    /// Used by infusion slots and by upgrade components' infusion flags.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct InfusionFlag: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Infusion"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An infusion.
        public static let infusion = InfusionFlag(rawValue: "Infusion")
        /// An enrichment.
        public static let enrichment = InfusionFlag(rawValue: "Enrichment")
        /// An agony infusion (older items).
        public static let agony = InfusionFlag(rawValue: "Agony")
        /// A defensive infusion.
        public static let defense = InfusionFlag(rawValue: "Defense")
        /// An offensive infusion.
        public static let offense = InfusionFlag(rawValue: "Offense")
        /// A utility infusion.
        public static let utility = InfusionFlag(rawValue: "Utility")
    }
}
