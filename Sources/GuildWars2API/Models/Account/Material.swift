// One slot of an account's material storage, from /v2/account/materials.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One slot of an account's material storage, from `/v2/account/materials`.
    ///
    /// Needs an API key with the `inventories` permission. Empty slots are listed with a count of 0.
    public struct Material: Codable, Sendable, Hashable, Identifiable {
        /// The item id.
        public let id: Int
        /// The material category id, from `/v2/materials`.
        public let category: Int
        /// How many are stored.
        public let count: Int
        /// Whom the stored items are bound to, if anyone.
        public let binding: GuildWars2.Binding?
    }
}
