// A World vs. World ability from /v2/wvw/abilities: what each rank costs and does.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World ability from `/v2/wvw/abilities`, such as Guard Killer.
    ///
    /// Players spend WvW ability points on its ranks, in order. Shape from the wiki and a recorded response
    /// (Gw2Sharp's test files).
    public struct WvWAbility: Codable, Sendable, Hashable, Identifiable {
        /// The ability id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// What the ability does, in the requested language.
        public let description: String
        /// The icon URL.
        public let icon: URL
        /// The ranks, the first one first.
        public let ranks: [Rank]
    }
}

extension GuildWars2.WvWAbility {
    /// One rank of a World vs. World ability.
    public struct Rank: Codable, Sendable, Hashable {
        /// The ability points this rank costs.
        public let cost: Int
        /// What the ability does at this rank, in the requested language.
        public let effect: String
    }
}
