// An account's wallet, achievement progress, WvW team and Wizard's Vault objectives, from /v2/account/….
import Foundation
import RESTChain

extension GuildWars2 {
    /// One currency of `account/wallet` (key with `wallet`).
    ///
    /// Shape from the wiki's API:2/account/wallet page; no live response was recorded.
    public struct WalletEntry: Codable, Sendable, Hashable, Identifiable {
        /// The currency id (`/v2/currencies`).
        public let id: Int
        /// How much the account holds.
        public let value: Int
    }

    /// The account's progress on one achievement, from `account/achievements` (key with `progression`).
    ///
    /// Shape from the wiki's API:2/account/achievements page; no live response was recorded.
    public struct AchievementProgress: Codable, Sendable, Hashable, Identifiable {
        /// The achievement id.
        public let id: Int
        /// The progress made, when the achievement counts.
        public let current: Int?
        /// The progress needed, when the achievement counts.
        public let max: Int?
        /// Whether it is done (for repeatable ones, the current round).
        public let done: Bool
        /// The indexes of the bits done.
        public let bits: [Int]?
        /// How many times a repeatable achievement was done.
        public let repeated: Int?
        /// Whether it is unlocked, for achievements that must be.
        public let unlocked: Bool?
    }

    /// The account's WvW team and guild since the 2024 restructuring, from `account/wvw`.
    ///
    /// Shape from the wiki's API:2/account/wvw page (`{"team": 12002, "guild": "C321…"}`); no live response was
    /// recorded.
    public struct AccountWvW: Codable, Sendable, Hashable {
        /// The WvW team id, such as 12002.
        public let team: Int?
        /// The guild the account plays WvW for.
        public let guild: String?
    }

    /// The account's daily, weekly or special Wizard's Vault objectives, from `account/wizardsvault/daily`,
    /// `…/weekly` and `…/special`.
    ///
    /// The special objectives have no meta reward, so its fields are `nil` there. Shape from the wiki's
    /// API:2/account/wizardsvault/weekly and …/special pages; no live response was recorded.
    public struct WizardsVaultProgress: Codable, Sendable, Hashable {
        /// Progress towards the meta reward.
        public let metaProgressCurrent: Int?
        /// The progress the meta reward needs.
        public let metaProgressComplete: Int?
        /// The item the meta reward gives.
        public let metaRewardItemID: Int?
        /// The Astral Acclaim the meta reward gives.
        public let metaRewardAstral: Int?
        /// Whether the meta reward was claimed.
        public let metaRewardClaimed: Bool?
        /// The objectives.
        public let objectives: [Objective]

        /// One objective and the account's progress on it.
        public struct Objective: Codable, Sendable, Hashable, Identifiable {
            /// The objective id.
            public let id: Int
            /// What to do, in the requested language.
            public let title: String
            /// The track: `PvE`, `PvP` or `WvW`.
            public let track: String
            /// The Astral Acclaim it gives.
            public let acclaim: Int
            /// The progress made.
            public let progressCurrent: Int
            /// The progress needed.
            public let progressComplete: Int
            /// Whether its reward was claimed.
            public let claimed: Bool

            enum CodingKeys: String, CodingKey {
                case id, title, track, acclaim, claimed
                case progressCurrent = "progress_current"
                case progressComplete = "progress_complete"
            }
        }

        enum CodingKeys: String, CodingKey {
            case objectives
            case metaProgressCurrent = "meta_progress_current"
            case metaProgressComplete = "meta_progress_complete"
            case metaRewardItemID = "meta_reward_item_id"
            case metaRewardAstral = "meta_reward_astral"
            case metaRewardClaimed = "meta_reward_claimed"
        }
    }
}
