// What an account unlocked beyond plain id lists: finishers, home cats, legendary armory, masteries, progression.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A finisher the account has, from `account/finishers` (key with `unlocks`).
    ///
    /// Shape from the wiki's API:2/account/finishers page; no live response was recorded.
    public struct FinisherUnlock: Codable, Sendable, Hashable, Identifiable {
        /// The finisher id (`/v2/finishers`).
        public let id: Int
        /// Whether the finisher is permanent.
        public let permanent: Bool
        /// The uses left of a temporary finisher.
        public let quantity: Int?
    }

    /// A legendary in the account's armory, from `account/legendaryarmory` (key with `inventories`, `unlocks`).
    ///
    /// Shape from the wiki's API:2/account/legendaryarmory page; no live response was recorded.
    public struct LegendaryArmoryEntry: Codable, Sendable, Hashable, Identifiable {
        /// The item id (`/v2/legendaryarmory`, `/v2/items`).
        public let id: Int
        /// How many copies the armory holds.
        public let count: Int
    }

    /// The account's level in one mastery track, from `account/masteries` (key with `progression`).
    ///
    /// Shape from the wiki's API:2/account/masteries page; no live response was recorded.
    public struct MasteryProgress: Codable, Sendable, Hashable, Identifiable {
        /// The mastery id (`/v2/masteries`).
        public let id: Int
        /// The index of the level reached in the mastery's `levels`, from 0.
        public let level: Int?
    }

    /// One value of `account/progression` (fractal augmentations and the like) or `account/luck` (`luck`).
    ///
    /// Shape from the wiki's API:2/account/progression and API:2/account/luck pages; no live response was recorded.
    public struct ProgressionValue: Codable, Sendable, Hashable, Identifiable {
        /// What is counted, such as `fractal_agony_impedance` or `luck`.
        public let id: String
        /// The amount.
        public let value: Int
    }

    /// A home instance cat the account found, from `account/home/cats` (key with `progression`, `unlocks`).
    ///
    /// Current schemas send bare ids (`[2, 24]`); schemas before 2019-03-22 send `{"id": 2, "hint": "…"}`. Both
    /// decode, and each encodes back in the shape it came in. Shape from the wiki's API:2/account/home/cats page.
    public struct HomeCatUnlock: Codable, Sendable, Hashable, Identifiable {
        /// The cat id (`/v2/home/cats`).
        public let id: Int
        /// The hint the older schema gives, such as `grilled_chicken`.
        public let hint: String?

        private enum CodingKeys: String, CodingKey {
            case id, hint
        }

        /// Reads a bare id or an `{"id", "hint"}` object.
        ///
        /// - Throws: `DecodingError` when the value is neither.
        public init(from decoder: any Decoder) throws {
            if let id = try? decoder.singleValueContainer().decode(Int.self) {
                (self.id, hint) = (id, nil)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            hint = try container.decodeIfPresent(String.self, forKey: .hint)
        }

        /// Writes a bare id, or an object when there is a hint.
        public func encode(to encoder: any Encoder) throws {
            guard let hint else {
                var single = encoder.singleValueContainer()
                return try single.encode(id)
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(hint, forKey: .hint)
        }
    }
}
