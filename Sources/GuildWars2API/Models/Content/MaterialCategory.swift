// A material storage category from /v2/materials, and the items it stores.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A material storage category from `/v2/materials`, such as Cooking Materials.
    ///
    /// An account's stored amounts are ``Material``s (`/v2/account/materials`), whose `category` is this id.
    /// Shape from the wiki and a recorded response (Gw2Sharp's test files).
    public struct MaterialCategory: Codable, Sendable, Hashable, Identifiable {
        /// The category id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The items it stores (`/v2/items`).
        public let items: [Int]
        /// Its position in the material storage.
        public let order: Int
    }
}
