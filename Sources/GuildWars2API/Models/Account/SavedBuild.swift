// A build as the game saves it: a build storage slot of /v2/account/buildstorage, a character's build tab.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A build: profession, three specializations with their traits, skills, and a revenant's legends or a
    /// ranger's pets.
    ///
    /// Slots of `account/buildstorage` (key with `builds`) and the `build` of each `characters/:name/buildtabs`
    /// entry. Shape from the wiki's API:2/account/buildstorage and API:2/characters/:id/buildtabs pages; no live
    /// response was recorded. Anything not chosen is `null` in the API and `nil` here.
    public struct SavedBuild: Codable, Sendable, Hashable {
        /// The name the player gave the build (empty when unnamed).
        public let name: String
        /// The profession id, such as `Necromancer` (`/v2/professions`).
        public let profession: String
        /// The three specialization lines, in order.
        public let specializations: [SpecializationLine]
        /// The land skills.
        public let skills: Skills?
        /// The underwater skills.
        public let aquaticSkills: Skills?
        /// A revenant's two land legends, such as `Legend5` (`/v2/legends`).
        public let legends: [String?]?
        /// A revenant's two underwater legends.
        public let aquaticLegends: [String?]?
        /// A ranger's pets.
        public let pets: Pets?

        enum CodingKeys: String, CodingKey {
            case name, profession, specializations, skills, legends, pets
            case aquaticSkills = "aquatic_skills"
            case aquaticLegends = "aquatic_legends"
        }
    }
}

extension GuildWars2.SavedBuild {
    /// One specialization line and its three chosen traits.
    public struct SpecializationLine: Codable, Sendable, Hashable {
        /// The specialization id (`/v2/specializations`), `nil` when none is chosen.
        public let id: Int?
        /// The three trait ids (`/v2/traits`), `nil` where none is chosen.
        public let traits: [Int?]

        /// Writes the line as the API does: `"id": null` when none is chosen.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(traits, forKey: .traits)
        }
    }

    /// The heal, utility and elite skills of a build.
    public struct Skills: Codable, Sendable, Hashable {
        /// The heal skill id (`/v2/skills`).
        public let heal: Int?
        /// The three utility skill ids.
        public let utilities: [Int?]
        /// The elite skill id.
        public let elite: Int?
        /// A revenant's legends, in a character's per-mode skills (`characters/:name/skills`) only.
        public let legends: [String?]?

        /// Writes the skills as the API does: `null` for a skill not chosen.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(heal, forKey: .heal)
            try container.encode(utilities, forKey: .utilities)
            try container.encode(elite, forKey: .elite)
            try container.encodeIfPresent(legends, forKey: .legends)
        }
    }

    /// A ranger's pets on land and under water.
    public struct Pets: Codable, Sendable, Hashable {
        /// The two land pets (`/v2/pets`).
        public let terrestrial: [Int?]
        /// The two underwater pets.
        public let aquatic: [Int?]
    }
}
