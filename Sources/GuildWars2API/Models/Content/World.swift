// A world (game server) from /v2/worlds.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A world from `/v2/worlds`.
    ///
    /// Ids starting with 1 are North American worlds, ids starting with 2 European ones.
    public struct World: Codable, Sendable, Hashable, Identifiable {
        /// The world id.
        public let id: Int
        /// The world name, in the requested language.
        public let name: String
        /// How full the world is.
        public let population: Population
    }
}

extension GuildWars2.World {
    /// How full a world is.
    ///
    /// A full world no longer accepts transfers.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Population: OpenEnum {
        /// The string the API sends, such as `"Low"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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
