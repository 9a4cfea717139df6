// An account's World vs. World team and rank.
import Foundation
import RESTChain

extension GuildWars2.Account {
    /// An account's World vs. World team and rank.
    ///
    /// Sent as `wvw` by newer schema versions, after worlds gave way to teams.
    public struct WvWStatus: Codable, Sendable, Hashable {
        /// The id of the team the account plays for.
        public let teamID: Int?
        /// The World vs. World rank.
        public let rank: Int?

        enum CodingKeys: String, CodingKey {
            case rank
            case teamID = "team_id"
        }
    }
}
