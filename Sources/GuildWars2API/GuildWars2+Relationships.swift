// GuildWars2's relationships: a recipe with its output and ingredient items, fetched in bulk.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The related objects a domain fetch resolves.
    public struct Relationships: OptionSet, Sendable, Hashable {
        /// The raw option bits.
        public let rawValue: Int
        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Items: a recipe's output and ingredients.
        public static let items = Relationships(rawValue: 1 << 0)
    }

    /// A recipe with the items it makes and uses.
    public struct ResolvedRecipe: Sendable {
        /// The recipe.
        public let recipe: Recipe
        /// The item the recipe makes, when resolved and known.
        public let outputItem: Item?
        /// Each ingredient with its item, when resolved and known, in the recipe's order.
        public let ingredients: [(ingredient: RecipeIngredient, item: Item?)]
        /// Item ids the recipe names that the API did not return.
        public let missingItemIDs: [Int]
    }

    /// Fetches a recipe and, when asked, its output and ingredient items in one bulk request.
    ///
    /// ```swift
    /// let resolved = try await gw2.recipe(id: 7319, resolving: .items)
    /// print(resolved.outputItem?.name ?? "?", resolved.ingredients.map { $0.item?.name ?? "?" })
    /// ```
    /// - Throws: `RESTError` — `httpStatus` 404 for an unknown recipe id.
    public func recipe(id: Int, resolving relationships: Relationships = []) async throws(RESTError) -> ResolvedRecipe {
        let recipe = try await get(endpoint: .recipe(id: id)).decode(type: Recipe.self)
        guard relationships.contains(.items) else {
            return ResolvedRecipe(
                recipe: recipe, outputItem: nil,
                ingredients: recipe.ingredients.map { ($0, nil) }, missingItemIDs: [])
        }
        let itemIDs = [recipe.outputItemID] + recipe.ingredients.compactMap(\.itemID)
        let items = try await self.items(ids: itemIDs)
        let byID = Dictionary(items.values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ResolvedRecipe(
            recipe: recipe,
            outputItem: byID[recipe.outputItemID],
            ingredients: recipe.ingredients.map { ($0, $0.itemID.flatMap { byID[$0] }) },
            missingItemIDs: items.missingIDs
        )
    }
}
