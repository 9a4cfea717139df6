// The bulk fetch through the object cache: the fresh objects kept, the rest asked of the API and kept in turn.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The objects of `ids`, in the order asked: those `cache` holds fresh in `scope`, and the rest from the API,
    /// each answer's objects kept until its freshness runs out. Looks at `/v2/build` first when the cache says so.
    func fetchThroughCache<Value: Decodable & Sendable & Identifiable>(
        _ ids: [Value.ID], from endpoint: Endpoint, _ maxConcurrentRequests: Int, cache: ObjectCache,
        scope: ObjectCache.Scope
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID: Decodable & Sendable {
        if await cache.needsBuildCheck { try await checkBuild() }
        let keys = idStrings(ids)
        let cached: [String: Value] = await cache.values(for: keys, in: scope, at: Date())
        var lacking: [Value.ID] = []
        var asked = Set<String>(minimumCapacity: ids.count - cached.count)
        for (id, key) in zip(ids, keys) where cached[key] == nil && asked.insert(key).inserted { lacking.append(id) }
        let live: BulkResult<Value> = try await fetchLive(lacking, from: endpoint, maxConcurrentRequests) {
            (answer: BulkAnswer<Value>, expiry: Date) in
            let values = answer.values.values
            await cache.store(values, ids: idStrings(values.map { $0.id }), in: scope, until: expiry, at: Date())
        }
        let fetched = Dictionary(
            zip(idStrings(live.values.map { $0.id }), live.values), uniquingKeysWith: { first, _ in first })
        var result = BulkResult(
            values: keys.compactMap { cached[$0] ?? fetched[$0] }, missingIDs: live.missingIDs,
            problems: live.problems)
        result.cachedCount = cached.count
        result.fetchedCount = lacking.count
        return result
    }
}
