// The object cache over loopback: the server counts the requests a cached pull sends, and a new build empties it.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct ObjectCacheLoopbackTests {
    @Test func `a second pull with a tenth new ids sends a tenth of the requests, in the order asked`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL).cachingObjects(in: GuildWars2.ObjectCache())
        let first = try await gw2.fetch(ids: Array(1...4_000), as: GuildWars2.Item.self)
        #expect(try await server.stats(path: "/v2/items").count == 20 && first.values.count == 4_000)
        let second = try await gw2.fetch(ids: Array(401...4_400), as: GuildWars2.Item.self)
        #expect(try await server.stats(path: "/v2/items").count == 22)
        #expect(second.cachedCount == 3_600 && second.origin == .partlyCached)
        #expect(second.values.map(\.id) == Array(401...4_400) && second.values.last?.name == "Item 4400")
        #expect(try await server.stats(path: "/v2/build").count == 1)
    }

    @Test func `a new game build on the server empties the cache, so the next pull is live`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let cache = GuildWars2.ObjectCache(buildCheckInterval: nil)
        let gw2 = try GuildWars2(route: server.baseURL).cachingObjects(in: cache)
        #expect(try await gw2.checkBuild() == false)
        _ = try await gw2.fetch(ids: Array(1...10), as: GuildWars2.Item.self)
        #expect(try await gw2.fetch(ids: Array(1...10), as: GuildWars2.Item.self).origin == .cached)
        var request = URLRequest(url: server.url("/_build?id=181231"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
        #expect(try await gw2.checkBuild() == true)
        #expect(await cache.build == 181_231)
        #expect(try await gw2.fetch(ids: Array(1...10), as: GuildWars2.Item.self).origin == .live)
        #expect(try await server.stats(path: "/v2/items").count == 2)
    }

    @Test func `German objects are kept apart from English ones of the same ids`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let cache = GuildWars2.ObjectCache(buildCheckInterval: nil)
        let english = try GuildWars2(route: server.baseURL).cachingObjects(in: cache)
        let german = try GuildWars2(route: server.baseURL, language: .de).cachingObjects(in: cache)
        let names = try await english.fetch(ids: [1, 2], as: GuildWars2.Item.self).values.map(\.name)
        let namen = try await german.fetch(ids: [1, 2], as: GuildWars2.Item.self).values.map(\.name)
        #expect(names == ["Item 1", "Item 2"] && namen == ["Gegenstand 1", "Gegenstand 2"])
        #expect(try await english.fetch(ids: [2], as: GuildWars2.Item.self).values.map(\.name) == ["Item 2"])
    }
}
