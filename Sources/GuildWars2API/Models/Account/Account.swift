// The account an API key belongs to, from /v2/account.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The account an API key belongs to, from `/v2/account`.
    ///
    /// Needs an API key. Some fields need more permissions: ``guildLeader`` needs `guilds`; ``fractalLevel``,
    /// ``dailyAP``, ``monthlyAP`` and ``wvwRank`` need `progression`.
    public struct Account: Codable, Sendable, Hashable, Identifiable {
        /// The account's unique id (a GUID).
        public let id: String
        /// The account name, such as `Durmand.4817`.
        public let name: String
        /// The time played, in seconds.
        public let age: Int
        /// The home world id.
        public let world: Int
        /// The ids of the guilds the account belongs to.
        public let guilds: [String]
        /// The ids of the guilds the account leads.
        public let guildLeader: [String]?
        /// When the account was created.
        public let created: Date
        /// The games and expansions the account owns.
        public let access: [Access]
        /// Whether the account has a commander tag.
        public let commander: Bool
        /// The personal fractal level.
        public let fractalLevel: Int?
        /// The achievement points from daily achievements.
        public let dailyAP: Int?
        /// The achievement points from monthly achievements.
        public let monthlyAP: Int?
        /// The World vs. World rank, before schema ``SchemaVersion/wvwTeams``; from it, ``WvWStatus/rank`` of
        /// ``wvw``.
        public let wvwRank: Int?
        /// When the account data last changed.
        public let lastModified: Date?
        /// The number of build storage slots.
        public let buildStorageSlots: Int?
        /// The World vs. World team and rank, from schema ``SchemaVersion/wvwTeams`` on.
        public let wvw: WvWStatus?

        enum CodingKeys: String, CodingKey {
            case id, name, age, world, guilds, created, access, commander, wvw
            case guildLeader = "guild_leader"
            case fractalLevel = "fractal_level"
            case dailyAP = "daily_ap"
            case monthlyAP = "monthly_ap"
            case wvwRank = "wvw_rank"
            case lastModified = "last_modified"
            case buildStorageSlots = "build_storage_slots"
        }
    }
}

extension GuildWars2.Account {
    /// A game or expansion an account owns.
    ///
    /// Free accounts have `playForFree`.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Access: OpenEnum {
        /// The string the API sends, such as `"None"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

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

extension GuildWars2.Account {
    /// An account's World vs. World team and rank.
    ///
    /// Sent as `wvw` by newer schema versions, after worlds gave way to teams.
    public struct WvWStatus: Codable, Sendable, Hashable {
        /// The id of the team the account plays for.
        public let teamID: Int?
        /// The World vs. World rank.
        public let rank: Int?

        enum CodingKeys: String, CodingKey {
            case rank
            case teamID = "team_id"
        }
    }
}
