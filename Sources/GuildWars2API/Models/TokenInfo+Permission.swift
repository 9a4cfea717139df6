// A permission (scope) an API key grants.
import Foundation
import RESTChain

extension GuildWars2.TokenInfo {
    /// A permission an API key grants.
    ///
    /// Endpoints under `/v2/account` and `/v2/characters` check these.
    /// An open set: a value the API adds later decodes unchanged and compares unequal to the known ones.
    public struct Permission: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
        /// The string the API sends, such as `"account"`.
        public let rawValue: String

        /// The string the API sends.
        public var description: String { rawValue }

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The account itself; every key has it.
        public static let account = Permission(rawValue: "account")
        /// Builds.
        public static let builds = Permission(rawValue: "builds")
        /// Characters.
        public static let characters = Permission(rawValue: "characters")
        /// Guilds.
        public static let guilds = Permission(rawValue: "guilds")
        /// Bank, materials and inventories.
        public static let inventories = Permission(rawValue: "inventories")
        /// Achievements and progression.
        public static let progression = Permission(rawValue: "progression")
        /// PvP statistics.
        public static let pvp = Permission(rawValue: "pvp")
        /// Trading post transactions.
        public static let tradingPost = Permission(rawValue: "tradingpost")
        /// Unlocks.
        public static let unlocks = Permission(rawValue: "unlocks")
        /// The wallet.
        public static let wallet = Permission(rawValue: "wallet")
        /// World vs. World team and ranks.
        public static let wvw = Permission(rawValue: "wvw")
    }
}
