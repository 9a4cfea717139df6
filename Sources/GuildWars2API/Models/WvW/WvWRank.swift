// A World vs. World rank title from /v2/wvw/ranks.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A World vs. World rank title from `/v2/wvw/ranks`, such as Invader from rank 1.
    ///
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct WvWRank: Codable, Sendable, Hashable, Identifiable {
        /// The rank title id.
        public let id: Int
        /// The title, in the requested language.
        public let title: String
        /// The lowest WvW rank that carries this title.
        public let minRank: Int

        enum CodingKeys: String, CodingKey {
            case id, title
            case minRank = "min_rank"
        }
    }
}
