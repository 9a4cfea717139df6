// A profession from /v2/professions: specializations, weapons and their skills, skills, and training tracks.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A profession from `/v2/professions`, such as Guardian; its id is its name.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files, trimmed there to three weapons).
    public struct Profession: Codable, Sendable, Hashable, Identifiable {
        /// The profession id, such as `Guardian`.
        public let id: String
        /// The build-template code of the profession.
        public let code: Int?
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The large icon URL.
        public let iconBig: URL
        /// Its specializations (`/v2/specializations`).
        public let specializations: [Int]
        /// The weapons it may wield, by weapon name such as `Greatsword`.
        public let weapons: [String: Weapon]
        /// Flags such as `NoRacialSkills` or `NoWeaponSwap`.
        public let flags: [String]
        /// Its profession, healing, utility and elite skills.
        public let skills: [SlottedSkill]
        /// Its training tracks in the hero panel.
        public let training: [Training]
        /// Build-template palette ids and the skills they stand for, as `[palette, skill]` pairs.
        public let skillsByPalette: [[Int]]?

        enum CodingKeys: String, CodingKey {
            case id, code, name, icon, specializations, weapons, flags, skills, training
            case iconBig = "icon_big"
            case skillsByPalette = "skills_by_palette"
        }

        /// A weapon a profession may wield, and its skills.
        public struct Weapon: Codable, Sendable, Hashable {
            /// The elite specialization it needs, if any.
            public let specialization: Int?
            /// `Mainhand`, `Offhand`, `TwoHand` or `Aquatic`.
            public let flags: [String]
            /// Its skills by slot.
            public let skills: [SlottedSkill]
        }

        /// A training track: skills or a specialization's traits, bought with hero points.
        public struct Training: Codable, Sendable, Hashable, Identifiable {
            /// The track id.
            public let id: Int
            /// `Skills`, `Specializations`, `EliteSpecializations` or `Transformation`.
            public let category: String
            /// The name, in the requested language.
            public let name: String
            /// What it trains, in order.
            public let track: [Step]
        }

        /// One step of a training track: a skill or a trait, for a total hero point cost.
        public struct Step: Codable, Sendable, Hashable {
            /// The hero points spent on the track up to this step.
            public let cost: Int
            /// Whether it trains a skill or a trait.
            public let type: StepKind
            /// The skill it trains (`/v2/skills`).
            public let skillID: Int?
            /// The trait it trains (`/v2/traits`).
            public let traitID: Int?

            enum CodingKeys: String, CodingKey {
                case cost, type
                case skillID = "skill_id"
                case traitID = "trait_id"
            }
        }
    }
}

extension GuildWars2.Profession {
    /// What a step of a training track trains.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct StepKind: OpenEnum {
        /// The string the API sends, such as `"Skill"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A skill (``Step/skillID``).
        public static let skill = StepKind(rawValue: "Skill")
        /// A trait (``Step/traitID``).
        public static let trait = StepKind(rawValue: "Trait")
    }
}
