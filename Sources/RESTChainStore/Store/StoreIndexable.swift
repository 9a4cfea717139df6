// StoreIndexable: a model's declaration of the fields the store indexes from the start.
import Foundation

/// A model that names the JSON fields a ``ModelStore`` indexes when it creates the model's table.
///
/// Conforming is optional: ``ModelStore/all(_:where:equals:)`` creates the index for a field the first
/// time it is queried. Declaring them builds the indexes up front, before the first row is stored.
/// ```swift
/// extension GuildWars2.Item: StoreIndexable {
///     public static var indexedFields: [String] { ["rarity", "type"] }
/// }
/// ```
public protocol StoreIndexable {
    /// The JSON key paths to index, such as `"rarity"` or `"details.type"`.
    static var indexedFields: [String] { get }
}
