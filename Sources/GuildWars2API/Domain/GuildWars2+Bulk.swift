// GuildWars2's one bulk call: any number of ids, split by 200, fetched concurrently, returned in order.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The most ids the API accepts in one request.
    public static let maximumIDsPerRequest = 200

    /// How many requests a bulk fetch keeps in flight unless told otherwise: 32.
    ///
    /// The default transports carry that many at once to one host: `CurlTransport` opens up to 32 connections a
    /// host on Linux, and URLSession multiplexes them over HTTP/2 on Apple platforms. 32 requests overlap the API's
    /// latency while earlier answers decode; beyond that a pull is bound by decoding, and more in flight only holds
    /// more answers in memory (BENCHMARKS.md). The client's rate limiter (the API's 300 burst and 5 a second by
    /// default) still decides how many go out per second.
    public static let defaultConcurrentRequests = 32

    /// Fetches objects by id, however many there are: the one bulk call.
    ///
    /// The distinct ids are split into requests of at most 200, sent with at most `maxConcurrentRequests` in
    /// flight (and under the client's rate limiter), and the answers are put back in the order asked, duplicates
    /// kept. Ids the API does not know are in ``BulkResult/missingIDs``; an object the model cannot read is in
    /// ``BulkResult/problems`` with its id, and every other object still arrives. ``resolve(_:maxConcurrentRequests:)`` then fetches the
    /// objects they require.
    /// ```swift
    /// let found = try await gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)
    /// let floors = try await gw2.fetch(ids: [0, 1], as: GuildWars2.ContinentFloor.self,
    ///                                  from: .continentFloors.filled(with: "1"))
    /// ```
    /// - Parameters:
    ///   - ids: The ids, numbers or strings, in the order the values should come.
    ///   - type: The model; a ``GuildWars2Object`` knows its route.
    ///   - endpoint: The route, for a model that is not a ``GuildWars2Object`` or a route with `:name` segments.
    ///   - maxConcurrentRequests: How many requests may be in flight at once.
    /// - Returns: The objects found, in the order asked, with the ids not found and the objects not readable.
    /// - Throws: `RESTError.invalidRequest` when `type` names no route and `endpoint` is `nil`; any `RESTError` of
    ///   a request (the first failure cancels the others), a 404 included unless the API says that none of the
    ///   ids exists.
    public func fetch<Value: Decodable & Sendable & Identifiable>(
        ids: [Value.ID],
        as type: Value.Type = Value.self,
        from endpoint: Endpoint? = nil,
        maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID: Decodable & Sendable {
        guard let route = endpoint ?? (Value.self as? any GuildWars2Object.Type)?.endpoint else {
            throw .invalidRequest(reason: "\(Value.self) names no route: pass one with fetch(ids:as:from:)")
        }
        return try await fetchInBulk(ids, as: Value.self, from: route, maxConcurrentRequests)
    }

    /// The objects of `ids` from `endpoint`, in order: through the object cache when the face has one and the route
    /// needs no key, else all from the API.
    func fetchInBulk<Value: Decodable & Sendable & Identifiable>(
        _ ids: [Value.ID], as type: Value.Type, from endpoint: Endpoint, _ maxConcurrentRequests: Int
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID: Decodable & Sendable {
        if let objectCache, let scope = objectScope(of: endpoint, for: Value.self) {
            return try await fetchThroughCache(
                ids, from: endpoint, maxConcurrentRequests, cache: objectCache, scope: scope)
        }
        return try await fetchLive(ids, from: endpoint, maxConcurrentRequests)
    }

    /// The objects of `ids` from the API, in order; `keep` sees each answer, with the end of its freshness, as it
    /// arrives.
    func fetchLive<Value: Decodable & Sendable & Identifiable>(
        _ ids: [Value.ID], from endpoint: Endpoint, _ maxConcurrentRequests: Int,
        keep: ((BulkAnswer<Value>, Date) async -> Void)? = nil
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID: Decodable & Sendable {
        var assembly = BulkAssembly<Value>(ids: ids)
        do {
            try await withThrowingTaskGroup(of: (Int, BulkAnswer<Value>, Date).self) { group in
                var pending = assembly.chunks.enumerated().makeIterator()
                for _ in 0..<max(1, maxConcurrentRequests) {
                    guard let (index, chunk) = pending.next() else { break }
                    group.addTask { try await self.fetchChunk(endpoint, ids: chunk, index: index) }
                }
                while let (index, answer, expiry) = try await group.next() {
                    await keep?(answer, expiry)
                    assembly.take(answer, for: index)
                    if let (index, chunk) = pending.next() {
                        group.addTask { try await self.fetchChunk(endpoint, ids: chunk, index: index) }
                    }
                }
            }
        } catch {
            throw RESTError(error)
        }
        var result = assembly.result()
        result.fetchedCount = assembly.distinct.count
        return result
    }

    /// One request of at most 200 ids. A 404 saying every id is invalid means none is known; any other 404 (a
    /// route that is gone or down) is an error, never an empty answer.
    private func fetchChunk<Value: Decodable & Sendable & Identifiable>(
        _ endpoint: Endpoint,
        ids: [Value.ID],
        index: Int
    ) async throws(RESTError) -> (Int, BulkAnswer<Value>, Date) where Value.ID: Decodable & Sendable {
        let query = IDs.strings(idStrings(ids))
        let session = get(endpoint: endpoint).query(ids: query).accepting(statusCodes: 200..<300, 404)
        let response = try await session.response()
        if response.statusCode == 404 {
            let error = try? response.decode(type: APIError.self)
            guard error?.saysNoIDIsKnown == true else {
                throw .httpStatus(HTTPFailure(response: response, apiError: error))
            }
            return (index, BulkAnswer(), Date())
        }
        let answer = try response.decode(type: BulkAnswer<Value>.self, decoder: client.configuration.decoder)
        return (index, answer, response.freshnessExpiry())
    }
}

/// Each id as the `ids` query spells it; made for the usual id types, where `"\(id)"` in unspecialised code goes
/// through `print`'s dynamic casts for every id.
@specialized(where ID == Int)
@specialized(where ID == String)
func idStrings<ID>(_ ids: [ID]) -> [String] {
    ids.map { "\($0)" }
}
