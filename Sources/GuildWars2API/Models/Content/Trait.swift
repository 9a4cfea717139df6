// A trait from /v2/traits: its specialization, tier, tooltip facts and the skills it grants.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A trait from `/v2/traits`, minor or major, in a specialization's tier.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Trait: Codable, Sendable, Hashable, Identifiable {
        /// The trait id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The description, in the requested language.
        public let description: String?
        /// The specialization it belongs to (`/v2/specializations`).
        public let specialization: Int
        /// Its tier, 1 (adept) to 3 (grandmaster); 0 for a weapon trait.
        public let tier: Int
        /// Its position in the tier.
        public let order: Int
        /// Whether it is a major or a minor trait.
        public let slot: Slot
        /// The tooltip facts.
        public let facts: [SkillFact]?
        /// The facts other traits add or change.
        public let traitedFacts: [SkillFact]?
        /// The skills it grants, in full.
        public let skills: [Skill]?

        enum CodingKeys: String, CodingKey {
            case id, name, icon, description, specialization, tier, order, slot, facts, skills
            case traitedFacts = "traited_facts"
        }
    }
}

extension GuildWars2.Trait {
    /// Whether a trait is major (chosen) or minor (always on).
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Slot: OpenEnum {
        /// The string the API sends, such as `"Major"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A major trait, one of three per tier.
        public static let major = Slot(rawValue: "Major")
        /// A minor trait, always active.
        public static let minor = Slot(rawValue: "Minor")
    }
}
