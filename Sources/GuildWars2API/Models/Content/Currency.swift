// A wallet currency from /v2/currencies.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A currency from `/v2/currencies`, such as Coin (id 1) or Karma (id 2).
    ///
    /// Sort by ``order`` to list currencies as the game's wallet does.
    public struct Currency: Codable, Sendable, Hashable, Identifiable {
        /// The currency id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The description, in the requested language.
        public let description: String
        /// The position in the wallet.
        public let order: Int
        /// The icon URL.
        public let icon: URL
    }
}
