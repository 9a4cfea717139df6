// GuildWars2 over real sockets against a GW2-like server: bulk splitting, partial answers, headers, 429s.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct GuildWars2LoopbackTests {
    private func start() async throws -> TestServer {
        try await TestServer.start(script: "gw2_server.py")
    }

    @Test func `1000 ids are fetched in exactly 5 requests and returned in the order asked`() async throws {
        let server = try await start()
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let ids = Array((1...1000).reversed())
        let result = try await gw2.fetch(ids: ids, as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == ids)
        #expect(result.missingIDs.isEmpty)
        #expect(try await server.stats(path: "/v2/items").count == 5)
        let sizes = try await server.requests(path: "/v2/items").map { request in
            request.query.components(separatedBy: "ids=").last?.components(separatedBy: "&").first?
                .components(separatedBy: CharacterSet(charactersIn: ",%")).count ?? 0
        }
        #expect(sizes.allSatisfy { $0 >= 200 })
    }

    @Test func `duplicates are kept and unknown ids are reported, not thrown`() async throws {
        let server = try await start()
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let result = try await gw2.fetch(ids: [3, 7001, 3, 4, 9999], as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == [3, 3, 4])
        #expect(result.missingIDs == [7001, 9999])
        let none = try await gw2.fetch(ids: [7001, 7002], as: GuildWars2.Item.self)
        #expect(none.values.isEmpty && none.missingIDs == [7001, 7002])
    }

    @Test func `ids all, language, API key and schema version reach the server`() async throws {
        let server = try await start()
        defer { server.stop() }
        let gw2 = try GuildWars2(
            route: server.baseURL, language: .de, accessToken: "my-key",
            schemaVersion: "2022-03-23T00:00:00.000Z")
        let worlds = try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)
        #expect(!worlds.isEmpty)
        let item = try await gw2.get(endpoint: .item(id: 12)).decode(type: GuildWars2.Item.self)
        #expect(item.name.hasPrefix("Gegenstand"))
        _ = try await gw2.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        let logged = try #require(try await server.requests(path: "/v2/account").first)
        #expect(logged.header("authorization") == "Bearer my-key")
        #expect(logged.header("x-schema-version") == "2022-03-23T00:00:00.000Z")
        #expect(logged.query.contains("lang=de"))
        let worldsQuery = try #require(try await server.requests(path: "/v2/worlds").first).query
        #expect(worldsQuery.contains("ids=all"))
    }

    @Test func `a missing key is refused unsent, a wrong one is a 401 carrying the API's text`() async throws {
        let server = try await start()
        defer { server.stop() }
        do {
            _ = try await GuildWars2(route: server.baseURL).get(endpoint: .account).data()
            Issue.record("expected a refusal")
        } catch .invalidRequest(let reason) {
            #expect(reason == "account needs an API key: give one with GuildWars2(accessToken:)")
        }
        #expect(try await server.requests(path: "/v2/account").isEmpty)
        do {
            _ = try await GuildWars2(route: server.baseURL, accessToken: "invalid-key").get(endpoint: .account).data()
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 401)
            #expect((failure.apiError as? GuildWars2.APIError)?.text.isEmpty == false)
        }
    }

    @Test func `a 429 is retried after the pause instead of failing the pull`() async throws {
        let server = try await start()
        defer { server.stop() }
        var request = URLRequest(url: server.url("/_throttle?count=2&retry_after=0"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
        let gw2 = try GuildWars2(route: server.baseURL)
        let result = try await gw2.fetch(ids: [1, 2, 3], as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == [1, 2, 3])
        #expect(try await server.stats(path: "/v2/items").count == 3)
    }

    @Test func `the rate limiter spaces requests once the burst is spent`() async throws {
        let server = try await start()
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, rateLimiter: RateLimiter(capacity: 2, refillPerSecond: 10))
        let start = ContinuousClock.now
        for id in 1...5 { _ = try await gw2.get(endpoint: .item(id: id)).data() }
        #expect(start.duration(to: .now) >= .milliseconds(250))
    }

    @Test func `a recipe resolves its items in one bulk request`() async throws {
        let server = try await start()
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: [7319], as: GuildWars2.Recipe.self))
        let recipe = try #require(resolved.values.first)
        #expect(resolved.related.items[recipe.outputItemID]?.id == recipe.outputItemID)
        #expect(recipe.ingredients.allSatisfy { resolved.related.items[$0.id] != nil } && resolved.isComplete)
        #expect(try await server.stats(path: "/v2/items").count == 1)
    }
}
