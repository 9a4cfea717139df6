// A skin (appearance) from /v2/skins.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A skin from `/v2/skins`.
    ///
    /// Armor skins have a slot, weight class and dye slots in ``details``; weapon skins a weapon type and damage
    /// type.
    public struct Skin: Codable, Sendable, Hashable, Identifiable {
        /// The skin id.
        public let id: Int
        /// The name, in the requested language.
        public let name: String
        /// The skin type.
        public let type: Kind
        /// The skin's flags.
        public let flags: [Flag]
        /// The races and professions that may use the skin; empty when everyone may.
        public let restrictions: [GuildWars2.Restriction]
        /// The icon URL.
        public let icon: URL?
        /// The rarity.
        public let rarity: GuildWars2.Rarity
        /// The description, when the skin has one.
        public let description: String?
        /// The type-specific details.
        public let details: Details?
    }
}
