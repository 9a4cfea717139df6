// A guild's PvP team, its record, recent games and seasons, from /v2/guild/:id/teams.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A guild's PvP team, from `guild/:id/teams` (leader's key with `guilds`).
    ///
    /// Shape from the wiki's API:2/guild/:id/teams page: the records are those of `pvp/stats` (``PvPStats/Record``),
    /// the games those of `pvp/games` without `profession` (``PvPGame``). No live response was recorded.
    public struct GuildTeam: Codable, Sendable, Hashable, Identifiable {
        /// The team id, unique within the guild.
        public let id: Int
        /// The members and their roles.
        public let members: [Member]
        /// The team's name.
        public let name: String
        /// The team's state, such as `Active`.
        public let state: String?
        /// Wins, losses and the rest over every game.
        public let aggregate: PvPStats.Record
        /// The record per queue, keyed as the API names them (`ranked`, `unranked`).
        public let ladders: [String: PvPStats.Record]
        /// The team's recent games; their ``PvPGame/profession`` is `nil`.
        public let games: [PvPGame]
        /// The team's record per PvP league season.
        public let seasons: [Season]?

        /// A member of a team.
        public struct Member: Codable, Sendable, Hashable {
            /// The account name (as in ``GuildMember/name``).
            public let name: String
            /// The member's role on the team.
            public let role: Role
        }

        /// A member's role on a guild team.
        ///
        /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
        public struct Role: OpenEnum {
            /// The string the API sends, such as `"Captain"`.
            public let rawValue: String

            /// Wraps a string the API sends; every string is accepted.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// The team's captain.
            public static let captain = Role(rawValue: "Captain")
            /// A member.
            public static let member = Role(rawValue: "Member")
        }

        /// The team's record in one league season.
        public struct Season: Codable, Sendable, Hashable, Identifiable {
            /// The season id (`/v2/pvp/seasons`).
            public let id: String
            /// Games won.
            public let wins: Int
            /// Games lost.
            public let losses: Int
            /// The rating.
            public let rating: Int
        }
    }
}
