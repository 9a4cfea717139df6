// A Wizard's Vault reward of the current season from /v2/wizardsvault/listings.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A Wizard's Vault reward: an item, how many, and its price in Astral Acclaim.
    ///
    /// What the account bought of each is ``AccountWizardsVaultListing``. Shape from the wiki's
    /// API:2/wizardsvault/listings page; no live response was recorded.
    public struct WizardsVaultListing: Codable, Sendable, Hashable, Identifiable {
        /// The listing id.
        public let id: Int
        /// The item given (`/v2/items`).
        public let itemID: Int
        /// How many of the item one purchase gives.
        public let itemCount: Int
        /// Where the vault shows it.
        public let type: Kind
        /// The price in Astral Acclaim.
        public let cost: Int

        enum CodingKeys: String, CodingKey {
            case id, type, cost
            case itemID = "item_id"
            case itemCount = "item_count"
        }
    }
}

extension GuildWars2.WizardsVaultListing {
    /// Where the Wizard's Vault shows a reward.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Featured"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The banner at the top.
        public static let featured = Kind(rawValue: "Featured")
        /// The rewards table.
        public static let normal = Kind(rawValue: "Normal")
        /// The Legacy Vault.
        public static let legacy = Kind(rawValue: "Legacy")
    }
}
