// The slot a skill sits in on the skill bar, such as Weapon_1 or Elite.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The slot a skill sits in on the skill bar.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct SkillSlot: OpenEnum {
        /// The string the API sends, such as `"Weapon_1"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The first weapon skill (auto-attack).
        public static let weapon1 = SkillSlot(rawValue: "Weapon_1")
        /// The second weapon skill.
        public static let weapon2 = SkillSlot(rawValue: "Weapon_2")
        /// The third weapon skill.
        public static let weapon3 = SkillSlot(rawValue: "Weapon_3")
        /// The fourth weapon skill.
        public static let weapon4 = SkillSlot(rawValue: "Weapon_4")
        /// The fifth weapon skill.
        public static let weapon5 = SkillSlot(rawValue: "Weapon_5")
        /// The healing skill.
        public static let heal = SkillSlot(rawValue: "Heal")
        /// A utility skill.
        public static let utility = SkillSlot(rawValue: "Utility")
        /// The elite skill.
        public static let elite = SkillSlot(rawValue: "Elite")
        /// The first profession mechanic skill (F1).
        public static let profession1 = SkillSlot(rawValue: "Profession_1")
        /// The first downed skill.
        public static let downed1 = SkillSlot(rawValue: "Downed_1")
        /// A ranger pet's skill.
        public static let pet = SkillSlot(rawValue: "Pet")
        /// An engineer toolbelt skill.
        public static let toolbelt = SkillSlot(rawValue: "Toolbelt")
    }
}
