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
        /// What kind of fact it is, which decides the keys it carries.
        public let type: Kind
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
        /// The combo field it creates, such as ethereal.
        public let fieldType: ComboField?
        /// The combo finisher, such as a blast.
        public let finisherType: ComboFinisher?
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

extension GuildWars2.SkillFact {
    /// What kind of fact a skill fact is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Range"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An attribute change (``target``, ``value``).
        public static let attributeAdjust = Kind(rawValue: "AttributeAdjust")
        /// A boon or condition (``status``, ``duration``, ``applyCount``).
        public static let buff = Kind(rawValue: "Buff")
        /// A combo field (``fieldType``).
        public static let comboField = Kind(rawValue: "ComboField")
        /// A combo finisher (``finisherType``, ``percent``).
        public static let comboFinisher = Kind(rawValue: "ComboFinisher")
        /// Damage (``hitCount``, ``dmgMultiplier``).
        public static let damage = Kind(rawValue: "Damage")
        /// A distance (``distance``).
        public static let distance = Kind(rawValue: "Distance")
        /// A duration (``duration``).
        public static let duration = Kind(rawValue: "Duration")
        /// Healing (``hitCount``).
        public static let heal = Kind(rawValue: "Heal")
        /// A number (``value``).
        public static let number = Kind(rawValue: "Number")
        /// A percentage (``percent``).
        public static let percent = Kind(rawValue: "Percent")
        /// A buff shown after another (``prefix``).
        public static let prefixedBuff = Kind(rawValue: "PrefixedBuff")
        /// A radius (``distance``).
        public static let radius = Kind(rawValue: "Radius")
        /// A range (``value``).
        public static let range = Kind(rawValue: "Range")
        /// A recharge time (``value``).
        public static let recharge = Kind(rawValue: "Recharge")
        /// Breaks stuns (``value`` is `true`).
        public static let stunBreak = Kind(rawValue: "StunBreak")
        /// A time (``duration``).
        public static let time = Kind(rawValue: "Time")
        /// Cannot be blocked.
        public static let unblockable = Kind(rawValue: "Unblockable")
        /// A label without data.
        public static let noData = Kind(rawValue: "NoData")
    }
}

extension GuildWars2.SkillFact {
    /// The combo field a skill creates; a finisher inside it gains the field's effect.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct ComboField: OpenEnum {
        /// The string the API sends, such as `"Fire"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An air field.
        public static let air = ComboField(rawValue: "Air")
        /// A dark field.
        public static let dark = ComboField(rawValue: "Dark")
        /// An ethereal field.
        public static let ethereal = ComboField(rawValue: "Ethereal")
        /// A fire field.
        public static let fire = ComboField(rawValue: "Fire")
        /// An ice field.
        public static let ice = ComboField(rawValue: "Ice")
        /// A light field.
        public static let light = ComboField(rawValue: "Light")
        /// A lightning field.
        public static let lightning = ComboField(rawValue: "Lightning")
        /// A poison field.
        public static let poison = ComboField(rawValue: "Poison")
        /// A smoke field.
        public static let smoke = ComboField(rawValue: "Smoke")
        /// A water field.
        public static let water = ComboField(rawValue: "Water")
    }

    /// The combo finisher a skill performs in a combo field.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct ComboFinisher: OpenEnum {
        /// The string the API sends, such as `"Blast"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A blast finisher.
        public static let blast = ComboFinisher(rawValue: "Blast")
        /// A leap finisher.
        public static let leap = ComboFinisher(rawValue: "Leap")
        /// A projectile finisher.
        public static let projectile = ComboFinisher(rawValue: "Projectile")
        /// A whirl finisher.
        public static let whirl = ComboFinisher(rawValue: "Whirl")
    }
}
