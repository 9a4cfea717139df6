// The type of a World vs. World objective.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// The type of a World vs. World objective.
    ///
    /// The API sends it as the objective's `type`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct ObjectiveKind: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Spawn"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A team's spawn.
        public static let spawn = ObjectiveKind(rawValue: "Spawn")
        /// A supply camp.
        public static let camp = ObjectiveKind(rawValue: "Camp")
        /// A ruin.
        public static let ruins = ObjectiveKind(rawValue: "Ruins")
        /// A tower.
        public static let tower = ObjectiveKind(rawValue: "Tower")
        /// A keep.
        public static let keep = ObjectiveKind(rawValue: "Keep")
        /// Stonemist Castle.
        public static let castle = ObjectiveKind(rawValue: "Castle")
        /// A mercenary camp.
        public static let mercenary = ObjectiveKind(rawValue: "Mercenary")
        /// A resource node.
        public static let resource = ObjectiveKind(rawValue: "Resource")
    }
}
