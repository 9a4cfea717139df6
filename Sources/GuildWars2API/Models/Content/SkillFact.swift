// One line of a skill's or trait's tooltip from /v2/skills and /v2/traits: a fact, such as its range or a boon.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One fact of a skill's or trait's tooltip, such as `Range 900` or `Might (5s)`.
    ///
    /// Which keys a fact carries depends on its ``type``: `Range` and `Number` a ``value``, `Damage` a
    /// ``hitCount`` and ``dmgMultiplier``, `Buff` a ``status`` and ``duration``, `ComboField` a ``fieldType``,
    /// `PrefixedBuff` a ``prefix``… `StunBreak` sends `true` as its value, so ``value`` keeps the JSON as sent.
    /// Traited facts (`traited_facts`) add ``requiresTrait`` and ``overrides``. Shape from the wiki and recorded
    /// responses (Gw2Sharp's test files).
    public struct SkillFact: Codable, Sendable, Hashable {
        /// The label, in the requested language.
        public let text: String?
        /// The icon URL.
        public let icon: URL?
        /// What kind of fact it is, such as `Range`, `Damage`, `Buff` or `ComboField`.
        public let type: String
        /// The number (or `true`) the fact shows.
        public let value: JSONValue?
        /// The attribute a fact adjusts, such as `Healing`.
        public let target: String?
        /// The duration in seconds.
        public let duration: Double?
        /// The boon or condition, such as `Might`.
        public let status: String?
        /// The boon's or condition's description.
        public let description: String?
        /// How many stacks it applies.
        public let applyCount: Int?
        /// How many hits deal damage.
        public let hitCount: Int?
        /// The damage multiplier per hit.
        public let dmgMultiplier: Double?
        /// A distance, such as a radius.
        public let distance: Int?
        /// The combo field it creates, such as `Ethereal`.
        public let fieldType: String?
        /// The combo finisher, such as `Blast`.
        public let finisherType: String?
        /// A percentage, such as a finisher's chance.
        public let percent: Double?
        /// The buff shown before the fact's own, for `PrefixedBuff`.
        public let prefix: Prefix?
        /// The trait this traited fact needs (`/v2/traits`).
        public let requiresTrait: Int?
        /// The index of the fact this traited fact replaces.
        public let overrides: Int?

        enum CodingKeys: String, CodingKey {
            case text, icon, type, value, target, duration, status, description, distance, percent, prefix
            case overrides
            case applyCount = "apply_count"
            case hitCount = "hit_count"
            case dmgMultiplier = "dmg_multiplier"
            case fieldType = "field_type"
            case finisherType = "finisher_type"
            case requiresTrait = "requires_trait"
        }

        /// The buff a `PrefixedBuff` fact shows before its own.
        public struct Prefix: Codable, Sendable, Hashable {
            /// The label.
            public let text: String?
            /// The icon URL.
            public let icon: URL?
            /// The boon or condition.
            public let status: String?
            /// Its description.
            public let description: String?
        }
    }
}
