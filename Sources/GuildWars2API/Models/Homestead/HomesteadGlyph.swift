// A homestead glyph from /v2/homestead/glyphs: the glyph item a homestead gathering node can hold.
import Foundation
import RESTChain

extension GuildWars2 {
    /// A glyph a homestead gathering node can hold, from `/v2/homestead/glyphs`, such as `forester_logging`.
    ///
    /// Fixture: the `homestead/glyphs?ids=all` answer as gw2efficiency's game-data generator recorded it
    /// (`src/home/glyphs/data.ts`, its own `unusedItemId` column left out).
    public struct HomesteadGlyph: Codable, Sendable, Hashable, Identifiable {
        /// The glyph id: its name and its slot, such as `forester_logging`.
        public let id: String
        /// The glyph item (`/v2/items`).
        public let itemID: Int
        /// The node it goes in: `harvesting`, `logging` or `mining`.
        public let slot: String

        private enum CodingKeys: String, CodingKey {
            case id, slot
            case itemID = "item_id"
        }
    }
}
