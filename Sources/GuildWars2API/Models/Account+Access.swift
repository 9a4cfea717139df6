// A game or expansion an account owns.
import Foundation
import RESTChain

extension GuildWars2.Account {
    /// A game or expansion an account owns.
    ///
    /// Free accounts have `playForFree`.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Access: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"None"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// No game access.
        public static let noGame = Access(rawValue: "None")
        /// The free version.
        public static let playForFree = Access(rawValue: "PlayForFree")
        /// The core game.
        public static let guildWars2 = Access(rawValue: "GuildWars2")
        /// Heart of Thorns.
        public static let heartOfThorns = Access(rawValue: "HeartOfThorns")
        /// Path of Fire.
        public static let pathOfFire = Access(rawValue: "PathOfFire")
        /// End of Dragons.
        public static let endOfDragons = Access(rawValue: "EndOfDragons")
        /// Secrets of the Obscure.
        public static let secretsOfTheObscure = Access(rawValue: "SecretsOfTheObscure")
        /// Janthir Wilds.
        public static let janthirWilds = Access(rawValue: "JanthirWilds")
    }
}
