// GuildWars2's bulk fetching: any number of ids, split by 200, fetched concurrently, returned in order.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The most ids the API accepts in one request.
    public static let maximumIDsPerRequest = 200

    /// Fetches objects by id from a bulk endpoint, however many ids there are.
    ///
    /// The distinct ids are split into requests of at most 200, sent with at most `maxConcurrentRequests` in
    /// flight (and under the client's rate limiter), and the answers are put back in the order asked,
    /// duplicates kept. Ids the API does not know (206 Partial Content, or 404 for a whole request) are listed
    /// in ``BulkResult/missingIDs`` instead of failing the fetch.
    /// ```swift
    /// let some = try await gw2.fetch(.items, ids: ids, as: GuildWars2.Item.self)
    /// ```
    /// - Throws: `RESTError` when a request fails for another reason; the first failure cancels the others.
    public func fetch<Value: Decodable & Sendable & Identifiable>(
        _ endpoint: Endpoint,
        ids: [Int],
        as type: Value.Type = Value.self,
        maxConcurrentRequests: Int = 4
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID == Int {
        var seen = Set<Int>()
        let distinct = ids.filter { seen.insert($0).inserted }
        let chunks = stride(from: 0, to: distinct.count, by: Self.maximumIDsPerRequest).map {
            Array(distinct[$0..<min($0 + Self.maximumIDsPerRequest, distinct.count)])
        }
        var found: [Int: Value] = [:]
        do {
            try await withThrowingTaskGroup(of: [Value].self) { group in
                var pending = chunks.makeIterator()
                for _ in 0..<max(1, maxConcurrentRequests) {
                    guard let chunk = pending.next() else { break }
                    group.addTask { try await self.fetchChunk(endpoint, ids: chunk, as: Value.self) }
                }
                while let values = try await group.next() {
                    for value in values { found[value.id] = value }
                    if let chunk = pending.next() {
                        group.addTask { try await self.fetchChunk(endpoint, ids: chunk, as: Value.self) }
                    }
                }
            }
        } catch {
            throw RESTError(error)
        }
        let missing = distinct.filter { found[$0] == nil }
        return BulkResult(values: ids.compactMap { found[$0] }, missingIDs: missing)
    }

    /// Items by id, any number of them.
    public func items(ids: [Int]) async throws(RESTError) -> BulkResult<Item> {
        try await fetch(.items, ids: ids)
    }

    /// Recipes by id, any number of them.
    public func recipes(ids: [Int]) async throws(RESTError) -> BulkResult<Recipe> {
        try await fetch(.recipes, ids: ids)
    }

    /// Worlds by id, any number of them.
    public func worlds(ids: [Int]) async throws(RESTError) -> BulkResult<World> {
        try await fetch(.worlds, ids: ids)
    }

    private func fetchChunk<Value: Decodable & Sendable>(
        _ endpoint: Endpoint,
        ids: [Int],
        as type: Value.Type
    ) async throws(RESTError) -> [Value] {
        let session = get(endpoint: endpoint).query(ids: .numbers(ids)).accepting(statusCodes: 200..<300, 404)
        let response = try await session.response()
        guard response.statusCode != 404 else { return [] }
        return try response.decode(type: [Value].self, decoder: client.configuration.decoder)
    }
}
