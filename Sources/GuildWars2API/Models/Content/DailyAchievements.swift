// Today's (or tomorrow's) daily achievements from /v2/achievements/daily and /v2/achievements/daily/tomorrow.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The daily achievements of `/v2/achievements/daily` (today) or `/v2/achievements/daily/tomorrow`.
    ///
    /// The Wizard's Vault replaced daily achievements in the game in 2023; the wiki's pages for both routes do not
    /// record the routes' retirement, and no live answer since then was seen. Shape from the wiki's
    /// API:2/achievements/daily page and a recorded response.
    public struct DailyAchievements: Codable, Sendable, Hashable {
        /// Player versus environment dailies.
        public let pve: [DailyAchievement]
        /// Player versus player dailies.
        public let pvp: [DailyAchievement]
        /// World versus World dailies.
        public let wvw: [DailyAchievement]
        /// Fractal dailies.
        public let fractals: [DailyAchievement]
        /// Festival and other temporary dailies.
        public let special: [DailyAchievement]
    }

    /// One daily achievement and who sees it.
    public struct DailyAchievement: Codable, Sendable, Hashable, Identifiable {
        /// The achievement id (`/v2/achievements`).
        public let id: Int
        /// The character levels that see it.
        public let level: LevelRange
        /// The campaigns it needs, absent when it needs none.
        public let requiredAccess: Access?

        private enum CodingKeys: String, CodingKey {
            case id, level
            case requiredAccess = "required_access"
        }
    }
}

extension GuildWars2.DailyAchievement {
    /// An inclusive range of character levels.
    public struct LevelRange: Codable, Sendable, Hashable {
        /// The lowest level that sees the daily.
        public let min: Int
        /// The highest level that sees the daily.
        public let max: Int
    }

    /// The campaigns a daily needs, in either schema.
    public enum Access: Codable, Sendable, Hashable {
        /// Before schema 2019-05-16: every campaign listed, such as `["GuildWars2", "HeartOfThorns"]`.
        case products([GuildWars2.ProductAccess.Product])
        /// From schema 2019-05-16: one campaign the account must have or lack.
        case access(GuildWars2.ProductAccess)

        /// Reads a list of campaigns or a `{"product", "condition"}` object.
        ///
        /// - Throws: `DecodingError` when the value is neither.
        public init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let products = try? single.decode([GuildWars2.ProductAccess.Product].self) {
                self = .products(products)
            } else {
                self = .access(try single.decode(GuildWars2.ProductAccess.self))
            }
        }

        /// Writes the shape it was read in.
        public func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            switch self {
            case .products(let products): try single.encode(products)
            case .access(let access): try single.encode(access)
            }
        }
    }
}
