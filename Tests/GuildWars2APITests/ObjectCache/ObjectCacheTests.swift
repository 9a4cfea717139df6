// The object cache in memory: a bulk fetch asks only for the ids it lacks, for as long as the answers stay fresh.
import Foundation
import GuildWars2API
import RESTChain
import Testing

struct ObjectCacheTests {
    /// A model with an id and a name, all a synthetic answer holds.
    struct Thing: Codable, Sendable, Hashable, Identifiable {
        let id: Int
        let name: String
    }

    /// Answers `?ids=` with one thing per id and `/v2/build` with `build`, counting the bulk requests.
    actor API {
        var bulkRequests = 0
        var build = 1
        let cacheControl: String

        init(cacheControl: String = "public, max-age=300") { self.cacheControl = cacheControl }

        func answer(_ request: URLRequest) -> RESTResponse {
            let url = request.url?.absoluteString ?? ""
            if url.contains("/v2/build") {
                return RESTResponse(statusCode: 200, body: Data(#"{"id":\#(build)}"#.utf8))
            }
            bulkRequests += 1
            let ids = URLComponents(string: url)?.queryItems?.first { $0.name == "ids" }?.value ?? ""
            let things = ids.split(separator: ",").compactMap { Int($0) }.map {
                #"{"id":\#($0),"name":"Thing \#($0)"}"#
            }
            return RESTResponse(
                statusCode: 200, headers: ["Cache-Control": cacheControl, "Content-Type": "application/json"],
                body: Data("[\(things.joined(separator: ","))]".utf8))
        }

        func update(build: Int) { self.build = build }
    }

    private func face(_ api: API, cache: GuildWars2.ObjectCache) throws -> GuildWars2 {
        let transport = StubTransport { request in await api.answer(request) }
        let limiter = RateLimiter(capacity: 1_000, refillPerSecond: 1_000)
        return try GuildWars2(route: "https://gw2.invalid", rateLimiter: limiter, transport: transport)
            .cachingObjects(in: cache)
    }

    @Test func `a second pull of 60 000 objects with 10 % new ids sends a tenth of the requests of the first`()
        async throws
    {
        let api = API()
        let gw2 = try face(api, cache: GuildWars2.ObjectCache())
        let first = try await gw2.fetch(ids: Array(1...60_000), as: Thing.self, from: .items)
        let firstRequests = await api.bulkRequests
        let second = try await gw2.fetch(ids: Array(6_001...66_000), as: Thing.self, from: .items)
        let secondRequests = await api.bulkRequests - firstRequests
        #expect(firstRequests == 300 && secondRequests == 30)
        #expect(first.origin == .live && first.cachedCount == 0 && first.fetchedCount == 60_000)
        #expect(second.origin == .partlyCached && second.cachedCount == 54_000 && second.fetchedCount == 6_000)
        #expect(second.values.map(\.id) == Array(6_001...66_000) && second.values.last?.name == "Thing 66000")
    }

    @Test func `a pull the cache holds whole sends nothing and keeps the order and repeats asked`() async throws {
        let api = API()
        let gw2 = try face(api, cache: GuildWars2.ObjectCache())
        _ = try await gw2.fetch(ids: Array(1...300), as: Thing.self, from: .items)
        let before = await api.bulkRequests
        let again = try await gw2.fetch(ids: [300, 7, 7, 1], as: Thing.self, from: .items)
        #expect(await api.bulkRequests == before)
        #expect(again.origin == .cached && again.values.map(\.id) == [300, 7, 7, 1] && again.cachedCount == 3)
    }

    @Test(arguments: ["no-store", "max-age=0", "no-cache, max-age=300"])
    func `objects whose answer is not fresh are not kept`(cacheControl: String) async throws {
        let api = API(cacheControl: cacheControl)
        let cache = GuildWars2.ObjectCache()
        let gw2 = try face(api, cache: cache)
        _ = try await gw2.fetch(ids: [1, 2], as: Thing.self, from: .items)
        let again = try await gw2.fetch(ids: [1, 2], as: Thing.self, from: .items)
        let (requests, kept) = (await api.bulkRequests, await cache.count)
        #expect(requests == 2 && again.origin == .live && kept == 0)
    }

    @Test func `a new game build empties the cache, and the same build keeps it`() async throws {
        let api = API()
        let cache = GuildWars2.ObjectCache(buildCheckInterval: nil)
        let gw2 = try face(api, cache: cache)
        #expect(try await gw2.checkBuild() == false)
        _ = try await gw2.fetch(ids: [1, 2], as: Thing.self, from: .items)
        #expect(try await gw2.checkBuild() == false)
        #expect(await cache.count == 2)
        await api.update(build: 2)
        #expect(try await gw2.checkBuild() == true)
        let (kept, build) = (await cache.count, await cache.build)
        #expect(kept == 0 && build == 2)
        #expect(try await gw2.fetch(ids: [1, 2], as: Thing.self, from: .items).origin == .live)
    }

    @Test func `languages and schemas are kept apart`() async throws {
        let api = API()
        let cache = GuildWars2.ObjectCache(buildCheckInterval: nil)
        let english = try face(api, cache: cache)
        _ = try await english.fetch(ids: [1], as: Thing.self, from: .items)
        let transport = StubTransport { request in await api.answer(request) }
        let german = try GuildWars2(route: "https://gw2.invalid", language: .de, transport: transport)
            .cachingObjects(in: cache)
        let newer = try GuildWars2(route: "https://gw2.invalid", schemaVersion: .latest, transport: transport)
            .cachingObjects(in: cache)
        #expect(try await german.fetch(ids: [1], as: Thing.self, from: .items).origin == .live)
        #expect(try await newer.fetch(ids: [1], as: Thing.self, from: .items).origin == .live)
        #expect(try await english.fetch(ids: [1], as: Thing.self, from: .items).origin == .cached)
        #expect(await cache.count == 3)
    }

    @Test func `past its capacity the cache drops expired objects and then keeps no more`() async throws {
        let api = API()
        let cache = GuildWars2.ObjectCache(capacity: 250, buildCheckInterval: nil)
        let gw2 = try face(api, cache: cache)
        _ = try await gw2.fetch(ids: Array(1...400), as: Thing.self, from: .items)
        #expect(await cache.count == 250)
        let again = try await gw2.fetch(ids: Array(1...400), as: Thing.self, from: .items)
        #expect(again.cachedCount == 250 && again.fetchedCount == 150 && again.values.count == 400)
    }
}
