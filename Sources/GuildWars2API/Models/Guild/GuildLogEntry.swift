// One event of a guild's log, from /v2/guild/:id/log.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One event of a guild's log: who did what, when; the fields present depend on ``type``.
    ///
    /// From `guild/:id/log` (leader's key with `guilds`), the last 100 events, newest first. Shape from the wiki's
    /// API:2/guild/:id/log page; no live response was recorded.
    public struct GuildLogEntry: Codable, Sendable, Hashable, Identifiable {
        /// The event id; pass the newest to ``GuildWars2/guildLog(of:since:)`` to get only later events.
        public let id: Int
        /// When it happened (ISO 8601, as the API sends it).
        public let time: String
        /// What happened.
        public let type: Kind
        /// The account that did it or that it happened to.
        public let user: String?
        /// `invited`: who invited ``user``.
        public let invitedBy: String?
        /// `kick`: who kicked ``user`` (the user themself when they left).
        public let kickedBy: String?
        /// `rank_change`: who changed the rank.
        public let changedBy: String?
        /// `rank_change`: the rank before.
        public let oldRank: String?
        /// `rank_change`: the rank after.
        public let newRank: String?
        /// `treasury`, `stash`, `upgrade`: the item id.
        public let itemID: Int?
        /// `treasury`, `stash`, `upgrade`: how many items.
        public let count: Int?
        /// `stash`: `deposit`, `withdraw` or `move`.
        public let operation: String?
        /// `stash`: the coins moved, in copper.
        public let coins: Int?
        /// `motd`: the new message of the day.
        public let motd: String?
        /// `upgrade`: `queued`, `cancelled`, `completed` or `sped_up`.
        public let action: String?
        /// `upgrade`: the upgrade id (`/v2/guild/upgrades`).
        public let upgradeID: Int?
        /// `upgrade`: the recipe id, for an upgrade made by a scribe.
        public let recipeID: Int?
        /// `influence` (retired): the activity, such as `daily_login`.
        public let activity: String?
        /// `influence` (retired): how many members took part.
        public let totalParticipants: Int?
        /// `influence` (retired): the accounts that took part.
        public let participants: [String]?

        enum CodingKeys: String, CodingKey {
            case id, time, type, user, count, operation, coins, motd, action, activity, participants
            case totalParticipants = "total_participants"
            case invitedBy = "invited_by"
            case kickedBy = "kicked_by"
            case changedBy = "changed_by"
            case oldRank = "old_rank"
            case newRank = "new_rank"
            case itemID = "item_id"
            case upgradeID = "upgrade_id"
            case recipeID = "recipe_id"
        }

        /// The kind of a guild log event.
        ///
        /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
        public struct Kind: OpenEnum {
            /// The string the API sends, such as `"joined"`.
            public let rawValue: String

            /// Wraps a string the API sends; every string is accepted.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// A member joined.
            public static let joined = Kind(rawValue: "joined")
            /// An account was invited.
            public static let invited = Kind(rawValue: "invited")
            /// A member left or was kicked.
            public static let kick = Kind(rawValue: "kick")
            /// A member's rank changed.
            public static let rankChange = Kind(rawValue: "rank_change")
            /// Items went into the treasury.
            public static let treasury = Kind(rawValue: "treasury")
            /// Items or coins went into or out of the stash.
            public static let stash = Kind(rawValue: "stash")
            /// The message of the day changed.
            public static let motd = Kind(rawValue: "motd")
            /// An upgrade was queued, cancelled, completed or sped up.
            public static let upgrade = Kind(rawValue: "upgrade")
            /// Members earned influence (before influence was retired).
            public static let influence = Kind(rawValue: "influence")
        }
    }
}
