// What a character learned and carries: crafting, training, WvW abilities, bags, Super Adventure Box, per-mode builds.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A crafting discipline of a character, from `characters/:name/crafting` (key with `characters`).
    ///
    /// Shape from the wiki's API:2/characters/:id/crafting page; no live response was recorded.
    public struct CraftingDiscipline: Codable, Sendable, Hashable {
        /// The discipline, such as `Artificer` (a recipe's `disciplines` use the same names).
        public let discipline: String
        /// The rating, up to 500.
        public let rating: Int
        /// Whether the discipline is one of the character's two active ones.
        public let active: Bool
    }

    /// The points a character spent in one training track, from `characters/:name/training` (key with
    /// `characters`, `builds`).
    ///
    /// Shape from the wiki's API:2/characters/:id/training page; no live response was recorded.
    public struct TrainingTrack: Codable, Sendable, Hashable, Identifiable {
        /// The skill tree id (`/v2/professions` training).
        public let id: Int
        /// The hero points spent.
        public let spent: Int
        /// Whether the track is complete.
        public let done: Bool
    }

    /// A World vs. World ability a character trained: its id and rank.
    public struct WvWAbilityRank: Codable, Sendable, Hashable, Identifiable {
        /// The ability id (`/v2/wvw/abilities`).
        public let id: Int
        /// The rank reached.
        public let rank: Int
    }

    /// One bag of a character, from `characters/:name/inventory` (key with `characters`, `inventories`).
    ///
    /// Shape from the wiki's API:2/characters/:id/inventory page; no live response was recorded.
    public struct Bag: Codable, Sendable, Hashable, Identifiable {
        /// The bag's item id.
        public let id: Int
        /// How many slots it has.
        public let size: Int
        /// The slots, `nil` for an empty one; a slot has the shape of a bank slot.
        public let inventory: [ItemSlot?]
    }

    /// Skills or specializations of a character in each game mode, from `characters/:name/skills` and
    /// `…/specializations` (key with `characters`, `builds`).
    public struct GameModes<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
        /// In PvE.
        public let pve: Value
        /// In structured PvP.
        public let pvp: Value
        /// In World vs. World.
        public let wvw: Value
    }
}
