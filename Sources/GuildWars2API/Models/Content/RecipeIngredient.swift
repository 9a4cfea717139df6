// One ingredient of a recipe: an item (or, in newer schemas, a currency or guild upgrade) and a count.
import Foundation
import RESTChain

extension GuildWars2 {
    /// One ingredient of a recipe.
    ///
    /// The default schema sends `{"item_id": 19684, "count": 50}`; newer schema versions send
    /// `{"type": "Item", "id": 19684, "count": 50}` and also allow currencies and guild upgrades. Both shapes
    /// decode; an item ingredient is written back with the keys of both shapes, other kinds in the newer one.
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

        /// Encodes the newer shape, and for an item also the default schema's `item_id`, so either reader works.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(id, forKey: .id)
            if type == .item { try container.encode(id, forKey: .itemID) }
            try container.encode(count, forKey: .count)
        }
    }
}

extension GuildWars2.RecipeIngredient {
    /// What a recipe ingredient is.
    ///
    /// Ingredients without a `type` (the default schema) are items.
    /// An open set (`OpenEnum`): a value the API adds later decodes and compares unequal to the known ones.
    public struct Kind: OpenEnum {
        /// The string the API sends, such as `"Item"`.
        public let rawValue: String

        /// Wraps a string the API sends; every string is accepted.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An item.
        public static let item = Kind(rawValue: "Item")
        /// A currency.
        public static let currency = Kind(rawValue: "Currency")
        /// A guild upgrade.
        public static let guildUpgrade = Kind(rawValue: "GuildUpgrade")
    }
}
