// A bonus a team holds on a World vs. World map, such as Bloodlust.
import Foundation
import RESTChain

extension GuildWars2.WvWMatch {
    /// A bonus a team holds on a map, such as Bloodlust.
    ///
    /// Part of a ``Map``.
    public struct Bonus: Codable, Sendable, Hashable {
        /// The bonus.
        public let type: BonusKind
        /// The team that holds it.
        public let owner: GuildWars2.Team
    }
}
