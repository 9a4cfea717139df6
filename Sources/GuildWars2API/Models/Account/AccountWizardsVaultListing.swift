// A Wizard's Vault reward with what the account bought of it, from /v2/account/wizardsvault/listings.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A Wizard's Vault reward of the current season and how many the account bought, from
    /// `account/wizardsvault/listings` (key with `account`).
    ///
    /// Shape from the wiki's API:2/account/wizardsvault/listings page; no live response was recorded.
    public struct AccountWizardsVaultListing: Codable, Sendable, Hashable, Identifiable {
        /// The listing id.
        public let id: Int
        /// The item the reward gives (`/v2/items`).
        public let itemID: Int
        /// How many of the item it gives.
        public let itemCount: Int
        /// Where the vault shows it: `Featured`, `Normal` or `Legacy`.
        public let type: Kind
        /// The Astral Acclaim it costs.
        public let cost: Int
        /// How many the account bought; absent for unlimited rewards.
        public let purchased: Int?
        /// How many the account may buy; absent for unlimited rewards.
        public let purchaseLimit: Int?

        enum CodingKeys: String, CodingKey {
            case id, type, cost, purchased
            case itemID = "item_id"
            case itemCount = "item_count"
            case purchaseLimit = "purchase_limit"
        }

        /// Where the Wizard's Vault shows a reward: the public listing's kind.
        public typealias Kind = WizardsVaultListing.Kind
    }
}
