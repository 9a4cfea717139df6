// The current Wizard's Vault season from /v2/wizardsvault: its title, dates, listings and objectives.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The current Wizard's Vault season, from `/v2/wizardsvault`.
    ///
    /// ```swift
    /// let season = try await gw2.fetch(.route(.wizardsVault), as: GuildWars2.WizardsVaultSeason.self)
    /// ```
    /// Shape from the wiki's API:2/wizardsvault page; no live response was recorded.
    public struct WizardsVaultSeason: Codable, Sendable, Hashable {
        /// The season's name, in the requested language.
        public let title: String
        /// When the season began.
        public let start: Date
        /// When the season ends.
        public let end: Date
        /// The ids of the season's rewards (`/v2/wizardsvault/listings`).
        public let listings: [Int]
        /// The ids of the season's objectives (`/v2/wizardsvault/objectives`).
        public let objectives: [Int]

        enum CodingKeys: String, CodingKey {
            case title, start, end, listings, objectives
        }

        /// Decodes a season; the dates are ISO 8601 timestamps.
        ///
        /// - Throws: `DecodingError` when a required field is missing or a date is not a timestamp.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            start = try container.decodeTimestamp(forKey: .start)
            end = try container.decodeTimestamp(forKey: .end)
            listings = try container.decode([Int].self, forKey: .listings)
            objectives = try container.decode([Int].self, forKey: .objectives)
        }

        /// Encodes the season as the API sends it.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encodeTimestamp(start, forKey: .start)
            try container.encodeTimestamp(end, forKey: .end)
            try container.encode(listings, forKey: .listings)
            try container.encode(objectives, forKey: .objectives)
        }
    }
}
