// An achievement from /v2/achievements: tiers, rewards and bits.
import Foundation
import RESTChain

extension GuildWars2 {
    /// An achievement from `/v2/achievements`.
    ///
    /// Progress is counted against ``tiers``; collections list what to collect in ``bits``.
    public struct Achievement: Codable, Sendable, Hashable, Identifiable {
        /// The achievement id.
        public let id: Int
        /// The icon URL, when the achievement has its own.
        public let icon: URL?
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language; it may contain the game's markup.
        public let description: String
        /// What to do; a double space stands where the game shows the tier's count.
        public let requirement: String
        /// The text shown while the achievement is locked.
        public let lockedText: String
        /// The achievement type.
        public let type: Kind
        /// The achievement's flags.
        public let flags: [Flag]
        /// The tiers: counts to reach and the points each gives.
        public let tiers: [Tier]
        /// The achievements to complete first.
        public let prerequisites: [Int]?
        /// What completing it gives.
        public let rewards: [Reward]?
        /// The steps or items of the achievement.
        public let bits: [Bit]?
        /// The most points a repeatable achievement can give.
        public let pointCap: Int?

        enum CodingKeys: String, CodingKey {
            case id, icon, name, description, requirement, type, flags, tiers, prerequisites, rewards, bits
            case lockedText = "locked_text"
            case pointCap = "point_cap"
        }
    }
}

extension GuildWars2.Achievement {
    /// The type of an achievement.
    ///
    /// Item-set achievements list the items to collect as bits.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Default"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A plain achievement.
        public static let `default` = Kind(rawValue: "Default")
        /// A collection.
        public static let itemSet = Kind(rawValue: "ItemSet")
    }
}

extension GuildWars2.Achievement {
    /// A flag on an achievement.
    ///
    /// Flags tell how the achievement shows and repeats.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Flag: OpenEnum {
        /// The string the API sends, such as `"Pvp"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Earned in PvP.
        public static let pvp = Flag(rawValue: "Pvp")
        /// A category's meta achievement.
        public static let categoryDisplay = Flag(rawValue: "CategoryDisplay")
        /// Shown first.
        public static let moveToTop = Flag(rawValue: "MoveToTop")
        /// Not shown as nearly complete.
        public static let ignoreNearlyComplete = Flag(rawValue: "IgnoreNearlyComplete")
        /// Can be repeated.
        public static let repeatable = Flag(rawValue: "Repeatable")
        /// Hidden until unlocked.
        public static let hidden = Flag(rawValue: "Hidden")
        /// Must be unlocked first.
        public static let requiresUnlock = Flag(rawValue: "RequiresUnlock")
        /// Repaired on login.
        public static let repairOnLogin = Flag(rawValue: "RepairOnLogin")
        /// A daily.
        public static let daily = Flag(rawValue: "Daily")
        /// A weekly.
        public static let weekly = Flag(rawValue: "Weekly")
        /// A monthly.
        public static let monthly = Flag(rawValue: "Monthly")
        /// Permanent.
        public static let permanent = Flag(rawValue: "Permanent")
    }
}

extension GuildWars2.Achievement {
    /// One tier of an achievement.
    ///
    /// Reaching ``count`` gives ``points`` achievement points.
    public struct Tier: Codable, Sendable, Hashable {
        /// The progress needed.
        public let count: Int
        /// The achievement points the tier gives.
        public let points: Int
    }
}

extension GuildWars2.Achievement {
    /// One bit (step) of an achievement.
    ///
    /// Text bits have ``text``; item, miniature and skin bits have ``id``. Some achievements (5284, 5537, 5565,
    /// 5585, 5659, 5666) send empty bits, `{}`: every field is then `nil`.
    public struct Bit: Codable, Sendable, Hashable {
        /// The bit type; `nil` for an empty bit.
        public let type: Kind?
        /// The item, miniature or skin id.
        public let id: Int?
        /// The step's text.
        public let text: String?
    }
}

extension GuildWars2.Achievement.Bit {
    /// The type of an achievement bit.
    ///
    /// It tells which of the bit's fields are set.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Text"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A text step: `text`.
        public static let text = Kind(rawValue: "Text")
        /// An item: `id`.
        public static let item = Kind(rawValue: "Item")
        /// A miniature: `id`.
        public static let minipet = Kind(rawValue: "Minipet")
        /// A skin: `id`.
        public static let skin = Kind(rawValue: "Skin")
    }
}

extension GuildWars2.Achievement {
    /// One reward of an achievement.
    ///
    /// Which fields are set depends on ``type``: coins have a count (in copper), items an id and count,
    /// mastery points an id and region, titles an id.
    public struct Reward: Codable, Sendable, Hashable {
        /// The reward type.
        public let type: Kind
        /// The item, mastery or title id.
        public let id: Int?
        /// How many coins (in copper) or items.
        public let count: Int?
        /// The mastery region, such as `Tyria` or `Maguuma`.
        public let region: String?
    }
}

extension GuildWars2.Achievement.Reward {
    /// The type of an achievement reward.
    ///
    /// It tells which of the reward's fields are set.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Coins"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Coins; `count` is in copper.
        public static let coins = Kind(rawValue: "Coins")
        /// An item: `id` and `count`.
        public static let item = Kind(rawValue: "Item")
        /// A mastery point: `id` and `region`.
        public static let mastery = Kind(rawValue: "Mastery")
        /// A title: `id`.
        public static let title = Kind(rawValue: "Title")
    }
}
