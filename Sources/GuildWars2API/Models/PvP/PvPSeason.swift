// A PvP league season from /v2/pvp/seasons: dates, divisions and rank badges.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A PvP league season from `/v2/pvp/seasons`, such as "PvP League Season Sixteen".
    ///
    /// Ids are GUIDs. Seasons 1–4 have `legendary` and `guild` leaderboards, later ones a `ladder`
    /// (``leaderboards``). Shape from the wiki's API:2/pvp/seasons page and recorded responses.
    public struct PvPSeason: Codable, Sendable, Hashable, Identifiable {
        /// The season id, a GUID.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// When it starts.
        @GuildWars2.Timestamp public private(set) var start: Date
        /// When it ends.
        @GuildWars2.Timestamp public private(set) var end: Date
        /// Whether it runs now.
        public let active: Bool
        /// The divisions, lowest first.
        public let divisions: [Division]
        /// The rating badges (later seasons only).
        public let ranks: [Rank]?
        /// The leaderboards' settings by board name (`ladder`, `legendary`, `guild`).
        public let leaderboards: [String: Leaderboard]
    }
}

extension GuildWars2.PvPSeason {
    /// A division of a season, such as "Cerulean", and the pips each of its tiers needs.
    public struct Division: Codable, Sendable, Hashable {
        /// The name, in the requested language.
        public let name: String
        /// Flags, such as `Repeatable` or `CanLosePoints`.
        public let flags: [String]
        /// The large icon URL.
        public let largeIcon: URL
        /// The small icon URL.
        public let smallIcon: URL
        /// The pip icon URL.
        public let pipIcon: URL
        /// The tiers, each with the pips it needs.
        public let tiers: [Tier]

        private enum CodingKeys: String, CodingKey {
            case name, flags, tiers
            case largeIcon = "large_icon"
            case smallIcon = "small_icon"
            case pipIcon = "pip_icon"
        }
    }

    /// A tier of a division.
    public struct Tier: Codable, Sendable, Hashable {
        /// The pips it needs.
        public let points: Int
    }

    /// A rating badge, such as "Gold", and the ratings of its tiers.
    public struct Rank: Codable, Sendable, Hashable {
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// The icon URL.
        public let icon: URL
        /// The overlay URL.
        public let overlay: URL
        /// The small overlay URL.
        public let overlaySmall: URL
        /// Each tier's rating.
        public let tiers: [RatingTier]

        private enum CodingKeys: String, CodingKey {
            case name, description, icon, overlay, tiers
            case overlaySmall = "overlay_small"
        }
    }

    /// A tier of a rating badge.
    public struct RatingTier: Codable, Sendable, Hashable {
        /// The rating it needs.
        public let rating: Int
    }
}
