// A mount from /v2/mounts/types: its skins and skills.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A mount from `/v2/mounts/types`, such as the griffon; its id is a name (`griffon`).
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct MountType: Codable, Sendable, Hashable, Identifiable {
        /// The mount id, such as `raptor`.
        public let id: String
        /// The name, in the requested language.
        public let name: String
        /// The skin a new mount wears (`/v2/mounts/skins`).
        public let defaultSkin: Int
        /// Every skin of the mount (`/v2/mounts/skins`).
        public let skins: [Int]
        /// The mount's skills by slot.
        public let skills: [SlottedSkill]

        enum CodingKeys: String, CodingKey {
            case id, name, skins, skills
            case defaultSkin = "default_skin"
        }
    }

    /// A skill and the slot it sits in, such as `Weapon_1`, as mounts and professions list their skills.
    public struct SlottedSkill: Codable, Sendable, Hashable, Identifiable {
        /// The skill id (`/v2/skills`).
        public let id: Int
        /// The slot, such as `Weapon_1` or `Utility`.
        public let slot: SkillSlot
        /// The skill's type, in a profession's skills: `Profession`, `Heal`, `Utility` or `Elite`.
        public let type: String?
        /// The off-hand weapon a dual-wield weapon skill needs.
        public let offhand: String?
        /// The elementalist attunement a weapon skill needs.
        public let attunement: String?
        /// The specialization a weapon skill comes from, such as a revenant legend's.
        public let source: String?
    }
}
