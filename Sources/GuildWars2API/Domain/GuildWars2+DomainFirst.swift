// GuildWars2's domain-first calls: pass a type to learn what exists, pass its references to get the details.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Every id of `type` the API lists, as references without details (one request).
    ///
    /// ```swift
    /// let items = try await gw2.fetch(GuildWars2.Item.self)     // 67 280 references
    /// ```
    /// A route that takes a client-wide restriction (``restricted(world:)``) gets it: with a world set,
    /// `fetch(GuildWars2.WvWMatch.self)` gives that world's match only, details included.
    /// - Throws: `RESTError` when the request fails.
    public func fetch<Model: GuildWars2Object>(_ type: Model.Type) async throws(RESTError) -> [Reference<Model>] {
        let restriction = restrictions.queryItems(for: Model.route)
        guard restriction.isEmpty else {
            let model = try await get(endpoint: .route(Model.route)).query(restriction).decode(type: Model.self)
            return [Reference(id: model.id, details: model)]
        }
        let ids = try await get(endpoint: .route(Model.route)).decode(type: [Model.ID].self)
        return ids.map { Reference(id: $0) }
    }

    /// The details of `references`, fetched in bulk under the rate limiter, in the order given.
    ///
    /// ```swift
    /// let result = try await gw2.fetch(details: Array(items.prefix(1000)))   // 5 requests of 200
    /// ```
    /// - Returns: The objects in order, the ids the API did not know, and the objects it could not read.
    /// - Throws: `RESTError` when a request fails for another reason.
    public func fetch<Model: GuildWars2Object>(
        details references: [Reference<Model>],
        maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<Model> {
        try await fetch(
            .route(Model.route), ids: references.map(\.id), as: Model.self,
            maxConcurrentRequests: maxConcurrentRequests)
    }

    /// The details of `references` and, first, every object they require (``GuildWars2Object/requiredObjects``),
    /// each kind in bulk, linked in ``Resolved/related``.
    ///
    /// ```swift
    /// let recipes = try await gw2.fetch(details: someRecipes, resolving: .requiredObjects)
    /// let output = recipes.related.items[recipes.values[0].outputItemID]
    /// ```
    /// - Throws: `RESTError` when a request fails for a reason other than unknown ids or unreadable objects.
    public func fetch<Model: GuildWars2Object>(
        details references: [Reference<Model>],
        resolving: Resolution
    ) async throws(RESTError) -> Resolved<Model> {
        let known = references.compactMap(\.details)
        let missing = references.filter { $0.details == nil }
        let fetched = try await fetch(details: missing)
        let byID = Dictionary(
            (known + fetched.values).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let values = references.compactMap { byID[$0.id] }
        let related = try await relatedObjects(for: values.flatMap(\.requiredObjects))
        let result = BulkResult(values: values, missingIDs: fetched.missingIDs, problems: fetched.problems)
        return Resolved(result: result, related: related)
    }

    private func relatedObjects(for requirements: [Requirement]) async throws(RESTError) -> RelatedObjects {
        var items: [Int] = []
        var skins: [Int] = []
        var currencies: [Int] = []
        var worlds: [Int] = []
        for requirement in requirements {
            switch requirement {
            case .item(let id): items.append(id)
            case .skin(let id): skins.append(id)
            case .currency(let id): currencies.append(id)
            case .world(let id): worlds.append(id)
            }
        }
        async let fetchedItems = related(items, as: Item.self)
        async let fetchedSkins = related(skins, as: Skin.self)
        async let fetchedCurrencies = related(currencies, as: Currency.self)
        async let fetchedWorlds = related(worlds, as: World.self)
        do {
            return try await RelatedObjects(
                items: fetchedItems, skins: fetchedSkins, currencies: fetchedCurrencies, worlds: fetchedWorlds)
        } catch {
            throw RESTError(error)
        }
    }

    private func related<Model: GuildWars2Object>(
        _ ids: [Int], as type: Model.Type
    ) async throws(RESTError) -> [Int: Model] where Model.ID == Int {
        guard !ids.isEmpty else { return [:] }
        let result = try await fetch(.route(Model.route), ids: ids, as: Model.self)
        return Dictionary(result.values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
