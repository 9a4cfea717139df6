// A specialization from /v2/specializations: its profession and traits.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A specialization from `/v2/specializations`, core or elite, such as Druid.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct Specialization: Codable, Sendable, Hashable, Identifiable {
        /// The specialization id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The profession, such as `Ranger` (`/v2/professions`).
        public let profession: String
        /// Whether it is an elite specialization.
        public let elite: Bool
        /// The minor traits, by tier (`/v2/traits`).
        public let minorTraits: [Int]
        /// The major traits, three per tier (`/v2/traits`).
        public let majorTraits: [Int]
        /// The trait that unlocks its weapon, for elite specializations.
        public let weaponTrait: Int?
        /// The icon URL.
        public let icon: URL
        /// The background image URL.
        public let background: URL
        /// The elite specialization's large profession icon.
        public let professionIconBig: URL?
        /// The elite specialization's profession icon.
        public let professionIcon: URL?

        enum CodingKeys: String, CodingKey {
            case id, name, profession, elite, icon, background
            case minorTraits = "minor_traits"
            case majorTraits = "major_traits"
            case weaponTrait = "weapon_trait"
            case professionIconBig = "profession_icon_big"
            case professionIcon = "profession_icon"
        }
    }
}
