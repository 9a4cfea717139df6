// A skill from /v2/skills: what it is, where it sits and its tooltip facts.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A skill from `/v2/skills`: weapon, utility, profession mechanic, racial, mount or bundle skill.
    ///
    /// Most keys are absent for most skills, so most properties are optional. Traits embed skills in this shape
    /// too (``Trait/skills``). Shape from the wiki and recorded responses (Gw2Sharp's test files).
    public struct Skill: Codable, Sendable, Hashable, Identifiable {
        /// The skill id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String?
        /// The icon URL.
        public let icon: URL?
        /// The chat link, such as `[&BlYEAAA=]`.
        public let chatLink: String
        /// What kind of skill it is, such as a weapon, heal or profession skill.
        public let type: Kind?
        /// The weapon it belongs to, such as `Sword`, or `None`.
        public let weaponType: String?
        /// The professions that may use it.
        public let professions: [String]?
        /// The skill-bar slot.
        public let slot: SkillSlot?
        /// The tooltip facts.
        public let facts: [SkillFact]?
        /// The facts traits add or change.
        public let traitedFacts: [SkillFact]?
        /// Categories such as `Shout` or `Signet`.
        public let categories: [String]?
        /// The elementalist attunement it needs.
        public let attunement: String?
        /// The revenant energy cost.
        public let cost: Int?
        /// The off-hand weapon a dual-wield skill needs.
        public let dualWield: String?
        /// The skill it flips into.
        public let flipSkill: Int?
        /// The thief initiative cost.
        public let initiative: Int?
        /// The next skill of its chain.
        public let nextChain: Int?
        /// The previous skill of its chain.
        public let prevChain: Int?
        /// The skills of the transformation it causes.
        public let transformSkills: [Int]?
        /// The skills of the bundle it gives.
        public let bundleSkills: [Int]?
        /// The engineer toolbelt skill it comes with.
        public let toolbeltSkill: Int?
        /// The specialization it needs (`/v2/specializations`).
        public let specialization: Int?
        /// Flags such as `GroundTargeted` or `NoUnderwater`.
        public let flags: [String]?

        enum CodingKeys: String, CodingKey {
            case id, name, description, icon, type, professions, slot, facts, categories, attunement, cost
            case initiative, specialization, flags
            case chatLink = "chat_link"
            case weaponType = "weapon_type"
            case traitedFacts = "traited_facts"
            case dualWield = "dual_wield"
            case flipSkill = "flip_skill"
            case nextChain = "next_chain"
            case prevChain = "prev_chain"
            case transformSkills = "transform_skills"
            case bundleSkills = "bundle_skills"
            case toolbeltSkill = "toolbelt_skill"
        }
    }
}

extension GuildWars2.Skill {
    /// What kind of skill a skill is.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Weapon"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A skill of a bundle, such as a kit or a picked-up object.
        public static let bundle = Kind(rawValue: "Bundle")
        /// An elite skill.
        public static let elite = Kind(rawValue: "Elite")
        /// A heal skill.
        public static let heal = Kind(rawValue: "Heal")
        /// A skill of a monster or NPC.
        public static let monster = Kind(rawValue: "Monster")
        /// A ranger pet's skill.
        public static let pet = Kind(rawValue: "Pet")
        /// A profession mechanic, such as an attunement or a virtue.
        public static let profession = Kind(rawValue: "Profession")
        /// An engineer toolbelt skill.
        public static let toolbelt = Kind(rawValue: "Toolbelt")
        /// A skill of a transformation.
        public static let transform = Kind(rawValue: "Transform")
        /// A utility skill.
        public static let utility = Kind(rawValue: "Utility")
        /// A weapon skill.
        public static let weapon = Kind(rawValue: "Weapon")
    }
}
