// GuildWars2's bulk fetching: any number of ids, split by 200, fetched concurrently, returned in order.
import Foundation
import RESTChain

extension GuildWars2 {
    /// The most ids the API accepts in one request.
    public static let maximumIDsPerRequest = 200

    /// How many requests a bulk fetch keeps in flight unless told otherwise: 12.
    ///
    /// URLSession opens at most 6 connections to a host; 12 requests keep all of them busy while answers are
    /// decoded, with a request waiting for each connection as it frees; more only hold more answers in memory
    /// (BENCHMARKS.md). The client's rate limiter (the API's 300 burst and 5 a second by default) still decides
    /// how many go out per second.
    public static let defaultConcurrentRequests = 12

    /// Fetches objects by id from a bulk endpoint, however many ids there are, numbers or strings.
    ///
    /// The distinct ids are split into requests of at most 200, sent with at most `maxConcurrentRequests` in
    /// flight (and under the client's rate limiter), and the answers are put back in the order asked,
    /// duplicates kept. Ids the API does not know (206 Partial Content, or 404 for a whole request) are listed
    /// in ``BulkResult/missingIDs``; an object the model cannot read is listed in ``BulkResult/problems`` with
    /// its id, and every other object still arrives.
    /// ```swift
    /// let some = try await gw2.fetch(.items, ids: ids, as: GuildWars2.Item.self)
    /// let matches = try await gw2.fetch(.wvwMatches, ids: ["1-1", "2-3"], as: GuildWars2.WvWMatch.self)
    /// ```
    /// - Throws: `RESTError` when a request fails for another reason; the first failure cancels the others.
    public func fetch<Value: Decodable & Sendable & Identifiable>(
        _ endpoint: Endpoint,
        ids: [Value.ID],
        as type: Value.Type = Value.self,
        maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<Value> where Value.ID: Decodable & Sendable {
        var seen = Set<Value.ID>()
        let distinct = ids.filter { seen.insert($0).inserted }
        let chunks = stride(from: 0, to: distinct.count, by: Self.maximumIDsPerRequest).map {
            Array(distinct[$0..<min($0 + Self.maximumIDsPerRequest, distinct.count)])
        }
        var found: [Value.ID: Value] = [:]
        var problems: [DecodingProblem<Value.ID>] = []
        do {
            try await withThrowingTaskGroup(of: [Decoded<Value>].self) { group in
                var pending = chunks.makeIterator()
                for _ in 0..<max(1, maxConcurrentRequests) {
                    guard let chunk = pending.next() else { break }
                    group.addTask { try await self.fetchChunk(endpoint, ids: chunk, as: Value.self) }
                }
                while let entries = try await group.next() {
                    for entry in entries {
                        switch entry {
                        case .value(let value): found[value.id] = value
                        case .unreadable(let problem): problems.append(problem)
                        }
                    }
                    if let chunk = pending.next() {
                        group.addTask { try await self.fetchChunk(endpoint, ids: chunk, as: Value.self) }
                    }
                }
            }
        } catch {
            throw RESTError(error)
        }
        let unreadable = Set(problems.compactMap(\.id))
        let order = Dictionary(distinct.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let rank = { (problem: DecodingProblem<Value.ID>) in problem.id.flatMap { order[$0] } ?? .max }
        return BulkResult(
            values: ids.compactMap { found[$0] },
            missingIDs: distinct.filter { found[$0] == nil && !unreadable.contains($0) },
            problems: problems.sorted { rank($0) < rank($1) }
        )
    }

    /// Items by id, any number of them, at most `maxConcurrentRequests` requests at a time.
    public func items(
        ids: [Int], maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<Item> {
        try await fetch(.items, ids: ids, maxConcurrentRequests: maxConcurrentRequests)
    }

    /// Recipes by id, any number of them, at most `maxConcurrentRequests` requests at a time.
    public func recipes(
        ids: [Int], maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<Recipe> {
        try await fetch(.recipes, ids: ids, maxConcurrentRequests: maxConcurrentRequests)
    }

    /// Worlds by id, any number of them, at most `maxConcurrentRequests` requests at a time.
    public func worlds(
        ids: [Int], maxConcurrentRequests: Int = GuildWars2.defaultConcurrentRequests
    ) async throws(RESTError) -> BulkResult<World> {
        try await fetch(.worlds, ids: ids, maxConcurrentRequests: maxConcurrentRequests)
    }

    private func fetchChunk<Value: Decodable & Sendable & Identifiable>(
        _ endpoint: Endpoint,
        ids: [Value.ID],
        as type: Value.Type
    ) async throws(RESTError) -> [Decoded<Value>] where Value.ID: Decodable & Sendable {
        let query = IDs.strings(ids.map { "\($0)" })
        let session = get(endpoint: endpoint).query(ids: query).accepting(statusCodes: 200..<300, 404)
        let response = try await session.response()
        guard response.statusCode != 404 else { return [] }
        return try response.decode(type: [Decoded<Value>].self, decoder: client.configuration.decoder)
    }
}
