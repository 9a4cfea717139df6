// A Wizard's Vault objective from /v2/wizardsvault/objectives: what to do, on which track, for how much acclaim.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A Wizard's Vault objective from `/v2/wizardsvault/objectives`, such as "Complete 10 Events".
    ///
    /// The account's progress on today's and this week's objectives is ``WizardsVaultProgress``. Shape from the
    /// wiki's API:2/wizardsvault/objectives page; no live response was recorded.
    public struct WizardsVaultObjective: Codable, Sendable, Hashable, Identifiable {
        /// The objective id.
        public let id: Int
        /// What to do, in the requested language.
        public let title: String
        /// The game mode it belongs to.
        public let track: Track
        /// The Astral Acclaim it gives.
        public let acclaim: Int
    }
}

extension GuildWars2.WizardsVaultObjective {
    /// The game mode a Wizard's Vault objective belongs to.
    ///
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Track: OpenEnum {
        /// The string the API sends, such as `"PvE"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Player versus environment.
        public static let pve = Track(rawValue: "PvE")
        /// Structured player versus player.
        public static let pvp = Track(rawValue: "PvP")
        /// World versus World.
        public static let wvw = Track(rawValue: "WvW")
    }
}
