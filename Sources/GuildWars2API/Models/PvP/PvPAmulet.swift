// A PvP amulet from /v2/pvp/amulets: the attributes it gives in structured PvP.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A PvP amulet from `/v2/pvp/amulets`, such as "Celestial Amulet".
    ///
    /// Shape from the wiki's API:2/pvp/amulets page and recorded responses.
    public struct PvPAmulet: Codable, Sendable, Hashable, Identifiable {
        /// The amulet id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The icon URL.
        public let icon: URL
        /// The attributes and how much of each, keyed by the API's names (`Power`, `CritDamage`…).
        public let attributes: [String: Int]

        /// The bonus to `attribute`, 0 when the amulet gives none.
        public func bonus(to attribute: GuildWars2.Attribute) -> Int { attributes[attribute.rawValue] ?? 0 }
    }
}
