// Domain first: a type gives every id, its references give details in bulk, required objects resolve, restrictions hold.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct DomainFirstTests {
    @Test func `a type gives every id as a reference, and references give their details in bulk, in order`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let items = try await gw2.fetch(GuildWars2.Item.self)
        let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        #expect(items.map(\.id) == ids)
        #expect(items.allSatisfy { $0.details == nil })
        let wanted = Array(items.prefix(450).reversed())
        let details = try await gw2.fetch(ids: wanted.map(\.id), as: GuildWars2.Item.self)
        #expect(details.values.map(\.id) == wanted.map(\.id))
        #expect(details.isComplete)
        let bulk = try await server.requests(path: "/v2/items").filter { $0.query.contains("ids=") }
        #expect(bulk.count == 3)
    }

    @Test func `a recipe resolves the items it requires, in one bulk request`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: [7319], as: GuildWars2.Recipe.self))
        let recipe = try #require(resolved.values.first)
        #expect(resolved.related.items[recipe.outputItemID] != nil)
        #expect(recipe.ingredients.allSatisfy { resolved.related.items[$0.id] != nil })
        #expect(try await server.stats(path: "/v2/items").count == 1)
    }

    @Test func `a world set once restricts the routes that take it and no others`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let mine = try GuildWars2(route: server.baseURL).restricted(world: 1001)
        let matches = try await mine.fetch(GuildWars2.WvWMatch.self)
        let match = try #require(matches.first?.details)
        #expect(matches.count == 1)
        #expect((match.allWorlds.red + match.allWorlds.green + match.allWorlds.blue).contains(1001))
        _ = try await mine.fetch(GuildWars2.Item.self)
        let matchQuery = try #require(try await server.requests(path: "/v2/wvw/matches").first).query
        #expect(matchQuery.contains("world=1001"))
        let itemQuery = try #require(try await server.requests(path: "/v2/items").first).query
        #expect(!itemQuery.contains("world="))
        #expect(mine.configured { $0.cache = nil }.restrictions.world == 1001)
        #expect(mine.restricted(wvwTeam: 11004).restrictions.queryItems(for: .wvwMatchScores).first?.value == "11004")
    }

    @Test func `collections fetch WvW, recipes with items, and everything coherently`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let wvw = try await gw2.fetch(collection: .worldVsWorld)
        #expect(!wvw.worlds.isEmpty && !wvw.matches.isEmpty && wvw.objectives.contains { $0.id == "38-9" })
        let upgradeIDs = Set(wvw.upgrades.map(\.id))
        #expect(wvw.objectives.contains { $0.upgradeID.map(upgradeIDs.contains) == true })
        let recipes = try await gw2.fetch(collection: .recipes)
        #expect(!recipes.recipes.isEmpty && !recipes.items.isEmpty)
        let everything = try await gw2.fetch(collection: .everything)
        #expect(everything.worlds.count == wvw.worlds.count && everything.recipes.count == recipes.recipes.count)
        #expect(everything.items.count == recipes.items.count && everything.matches.count == wvw.matches.count)
    }
}
