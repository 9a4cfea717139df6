// GuildWars2's one resolution call: the objects fetched objects require, each kind in bulk, and what failed.
import Foundation
import RESTChain

extension GuildWars2 {
    /// Objects other objects require, by id; an id the API did not know is absent (and listed in
    /// ``BulkResult/missingRelated``).
    public struct RelatedObjects: Sendable {
        /// Items, by id.
        public internal(set) var items: [Int: Item] = [:]
        /// Skins, by id.
        public internal(set) var skins: [Int: Skin] = [:]
        /// Currencies, by id.
        public internal(set) var currencies: [Int: Currency] = [:]
        /// Worlds, by id.
        public internal(set) var worlds: [Int: World] = [:]

        /// No objects.
        public init() {}

        /// Whether no object is here.
        public var isEmpty: Bool { items.isEmpty && skins.isEmpty && currencies.isEmpty && worlds.isEmpty }
    }
}

extension GuildWars2.RelatedObjects {
    /// What resolving required objects gave: the objects, and what of them could not be had.
    struct Resolution: Sendable {
        var objects = GuildWars2.RelatedObjects()
        var missing: [GuildWars2.Requirement] = []
        var problems: [GuildWars2.DecodingProblem<GuildWars2.Requirement>] = []
        var failures: [GuildWars2.RouteFailure] = []

        /// Adds the outcome of one kind's bulk fetch, `make` turning an id into its requirement.
        mutating func add<Model: GuildWars2Object>(
            _ outcome: Result<GuildWars2.BulkResult<Model>, RESTError>,
            asked ids: [Int],
            endpoint: GuildWars2.Endpoint,
            as make: (Int) -> GuildWars2.Requirement,
            into keyPath: WritableKeyPath<GuildWars2.RelatedObjects, [Int: Model]>
        ) where Model.ID == Int {
            switch outcome {
            case .success(let result):
                objects[keyPath: keyPath] = Dictionary(
                    result.values.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                missing += result.missingIDs.map(make)
                problems += result.problems.map { .init(id: $0.id.map(make), failure: $0.failure) }
            case .failure(let error):
                let requirements = ids.map(make)
                missing += requirements
                failures.append(GuildWars2.RouteFailure(endpoint: endpoint, requirements: requirements, error: error))
            }
        }
    }
}

extension GuildWars2 {
    /// Fetches every object the values of `result` require (``GuildWars2Object/requiredObjects``), each kind in
    /// bulk and concurrently: the one resolution call.
    ///
    /// ```swift
    /// let recipes = await gw2.resolve(try await gw2.fetch(ids: [7319], as: GuildWars2.Recipe.self))
    /// let output = recipes.related.items[recipes.values[0].outputItemID]
    /// ```
    /// A kind whose request fails is not thrown but reported at the top level of the result — in
    /// ``BulkResult/failedRoutes``, its objects in ``BulkResult/missingRelated`` — so the others still arrive;
    /// unknown ids are in ``BulkResult/missingRelated`` and unreadable objects in ``BulkResult/relatedProblems``.
    /// - Returns: `result` with ``BulkResult/related`` and what could not be had filled in.
    public func resolve<Model: GuildWars2Object>(
        _ result: BulkResult<Model>,
        maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async -> BulkResult<Model> {
        var resolved = result
        resolved.resolve(await relatedObjects(for: result.values.flatMap(\.requiredObjects), maxConcurrentRequests))
        return resolved
    }

    /// Fetches every object of `requirements`, each kind in bulk and concurrently; a kind whose request fails is
    /// reported, not thrown.
    func relatedObjects(
        for requirements: [Requirement], _ maxConcurrentRequests: Int
    ) async -> RelatedObjects.Resolution {
        var seen = Set<Requirement>()
        var items: [Int] = []
        var skins: [Int] = []
        var currencies: [Int] = []
        var worlds: [Int] = []
        for requirement in requirements where seen.insert(requirement).inserted {
            switch requirement {
            case .item(let id): items.append(id)
            case .skin(let id): skins.append(id)
            case .currency(let id): currencies.append(id)
            case .world(let id): worlds.append(id)
            }
        }
        async let fetchedItems = related(items, as: Item.self, maxConcurrentRequests)
        async let fetchedSkins = related(skins, as: Skin.self, maxConcurrentRequests)
        async let fetchedCurrencies = related(currencies, as: Currency.self, maxConcurrentRequests)
        async let fetchedWorlds = related(worlds, as: World.self, maxConcurrentRequests)
        var resolution = RelatedObjects.Resolution()
        resolution.add(await fetchedItems, asked: items, endpoint: Item.endpoint, as: { .item($0) }, into: \.items)
        resolution.add(await fetchedSkins, asked: skins, endpoint: Skin.endpoint, as: { .skin($0) }, into: \.skins)
        resolution.add(
            await fetchedCurrencies, asked: currencies, endpoint: Currency.endpoint, as: { .currency($0) },
            into: \.currencies)
        resolution.add(
            await fetchedWorlds, asked: worlds, endpoint: World.endpoint, as: { .world($0) }, into: \.worlds)
        return resolution
    }

    private func related<Model: GuildWars2Object>(
        _ ids: [Int], as type: Model.Type, _ maxConcurrentRequests: Int
    ) async -> Result<BulkResult<Model>, RESTError> where Model.ID == Int {
        guard !ids.isEmpty else { return .success(BulkResult(values: [], missingIDs: [])) }
        do {
            return .success(try await fetchInBulk(ids, as: Model.self, from: Model.endpoint, maxConcurrentRequests))
        } catch {
            return .failure(error)
        }
    }
}
