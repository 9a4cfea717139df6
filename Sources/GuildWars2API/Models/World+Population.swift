// How full a world is.
import Foundation
import RESTChain

extension GuildWars2.World {
    /// How full a world is.
    ///
    /// A full world no longer accepts transfers.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Population: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Low"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Few players.
        public static let low = Population(rawValue: "Low")
        /// A medium population.
        public static let medium = Population(rawValue: "Medium")
        /// Many players.
        public static let high = Population(rawValue: "High")
        /// Very many players.
        public static let veryHigh = Population(rawValue: "VeryHigh")
        /// No room for transfers.
        public static let full = Population(rawValue: "Full")
    }
}
