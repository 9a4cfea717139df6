// The current Wizard's Vault season from /v2/wizardsvault: its title, dates, listings and objectives.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The current Wizard's Vault season, from `/v2/wizardsvault`.
    ///
    /// ```swift
    /// let season = try await gw2.fetch(.wizardsVault, as: GuildWars2.WizardsVaultSeason.self)
    /// ```
    /// Shape from the wiki's API:2/wizardsvault page; no live response was recorded.
    public struct WizardsVaultSeason: Codable, Sendable, Hashable {
        /// The season's name, in the requested language.
        public let title: String
        /// When the season began.
        @GuildWars2.Timestamp public private(set) var start: Date
        /// When the season ends.
        @GuildWars2.Timestamp public private(set) var end: Date
        /// The ids of the season's rewards (`/v2/wizardsvault/listings`).
        public let listings: [Int]
        /// The ids of the season's objectives (`/v2/wizardsvault/objectives`).
        public let objectives: [Int]

        enum CodingKeys: String, CodingKey {
            case title, start, end, listings, objectives
        }
    }
}
