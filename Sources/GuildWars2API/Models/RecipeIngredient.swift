// One ingredient of a recipe: an item (or, in newer schemas, a currency or guild upgrade) and a count.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One ingredient of a recipe.
    ///
    /// The default schema sends `{"item_id": 19684, "count": 50}`; newer schema versions send
    /// `{"type": "Item", "id": 19684, "count": 50}` and also allow currencies and guild upgrades. Both shapes
    /// decode; an item ingredient is written back in the default shape, other kinds in the newer one.
    public struct RecipeIngredient: Codable, Sendable, Hashable {
        /// What the ingredient is.
        public let type: Kind
        /// The id of the item, currency or guild upgrade.
        public let id: Int
        /// How many one craft uses.
        public let count: Int

        /// The item id, when the ingredient is an item.
        public var itemID: Int? { type == .item ? id : nil }

        /// Creates an ingredient.
        public init(type: Kind = .item, id: Int, count: Int) {
            self.type = type
            self.id = id
            self.count = count
        }

        enum CodingKeys: String, CodingKey {
            case type, id, count
            case itemID = "item_id"
        }

        /// Decodes either ingredient shape.
        ///
        /// - Throws: `DecodingError` when neither `item_id` nor `id` is present, or `count` is missing.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decode(Int.self, forKey: .count)
            if let itemID = try container.decodeIfPresent(Int.self, forKey: .itemID) {
                type = .item
                id = itemID
            } else {
                type = try container.decodeIfPresent(Kind.self, forKey: .type) ?? .item
                id = try container.decode(Int.self, forKey: .id)
            }
        }

        /// Encodes an item in the default shape and any other kind in the newer one.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if type == .item {
                try container.encode(id, forKey: .itemID)
            } else {
                try container.encode(type, forKey: .type)
                try container.encode(id, forKey: .id)
            }
            try container.encode(count, forKey: .count)
        }
    }
}
