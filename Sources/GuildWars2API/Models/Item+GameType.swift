// A game mode an item can be used in.
import Foundation
import RESTChain

extension GuildWars2.Item {
    /// A game mode an item can be used in.
    ///
    /// The API lists every mode the item works in.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct GameType: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"Activity"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Activities.
        public static let activity = GameType(rawValue: "Activity")
        /// Dungeons.
        public static let dungeon = GameType(rawValue: "Dungeon")
        /// Player versus environment.
        public static let pve = GameType(rawValue: "Pve")
        /// Structured PvP.
        public static let pvp = GameType(rawValue: "Pvp")
        /// The Heart of the Mists lobby.
        public static let pvpLobby = GameType(rawValue: "PvpLobby")
        /// World versus World.
        public static let wvw = GameType(rawValue: "Wvw")
    }
}
