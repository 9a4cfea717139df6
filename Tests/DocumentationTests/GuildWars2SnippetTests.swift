// DocC "Using Guild Wars 2" and the README: the snippets' calls against the loopback GW2 look-alike server.
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct GuildWars2SnippetTests {
    @Test func `the README snippet reads an item, a bulk, a recipe with its items and the bank`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let key = "good-key"

        let gw2 = try GuildWars2(route: server.baseURL, language: .de, accessToken: key)  // README: no route
        let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
        let found = try await gw2.fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)
        let recipes = await gw2.resolve(try await gw2.fetch(ids: [7319], as: GuildWars2.Recipe.self))
        let bank = try await gw2.accountBank()

        #expect(item.id == 19684)
        #expect(found.values.map(\.id) == [19684, 19709] && found.missingIDs == [999999])
        let recipe = try #require(recipes.values.first)
        #expect(recipes.related.items[recipe.outputItemID] != nil && recipes.isComplete)
        #expect(!bank.isEmpty)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }

    @Test func `the Routes article's calls fill a segment and decode a wrapper body`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")

        let build = try await gw2.get(endpoint: .build).decode(type: GuildWars2.Build.self)
        let bags = try await gw2.get(endpoint: .characterInventory.filled(with: "Taimi Sparkwright"))
            .decode(type: GuildWars2.CharacterInventory.self)

        let typed = try await gw2.characterInventory(of: "Taimi Sparkwright")
        #expect(build.id > 0)
        #expect(bags.bags == typed && !typed.isEmpty)
    }

    @Test func `the Guild Wars 2 snippet reads worlds, an item, every id and a bulk of 1000`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }

        // docs: try GuildWars2(), https://api.guildwars2.com, v2, English
        let gw2 = try GuildWars2(route: server.baseURL)
        let worlds = try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)
        let item = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
        let ids: [Int] = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        let some = try await gw2.fetch(ids: Array(ids.prefix(1000)), as: GuildWars2.Item.self)  // by 200, in order
        let summary = "\(some.values.count) found; missing: \(some.missingIDs)"  // docs: print(…)

        #expect(worlds.count == 51)
        #expect(worlds.contains { $0.id == 1001 })
        #expect(item.id == 19684 && item.name == "Mithril Ingot")
        #expect(ids.count > 5000 && ids.contains(19684))
        #expect(some.values.map(\.id) == Array(ids.prefix(1000)))
        #expect(summary == "1000 found; missing: []")
        let bulk = try await server.requests(path: "/v2/items").filter { $0.query.contains("ids=") }
        #expect(bulk.count == 5)
        #expect(try await server.requests(path: "/v2/worlds").first?.query.contains("ids=all") == true)
    }

    @Test func `a German client with a key and schema version reads the account`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let key = "my-api-key"

        let de = try GuildWars2(
            route: server.baseURL,  // docs: no route, the live API
            language: .de, accessToken: key, schemaVersion: "2022-03-23T00:00:00.000Z")
        let account = try await de.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        let local = try GuildWars2(route: "http://127.0.0.1:8080")  // any base, for tests and proxies
        let logged = de.configured { $0.monitors.append(LoggingMonitor()) }  // docs: gw2.configured

        #expect(account.name == "Durmand.4817" && account.world == 1001)
        let sent = try #require(try await server.requests(path: "/v2/account").first)
        #expect(sent.header("authorization") == "Bearer my-api-key")
        #expect(sent.header("x-schema-version") == "2022-03-23T00:00:00.000Z")
        #expect(sent.query.contains("lang=de"))
        #expect(local.client.configuration.baseURL.string == "http://127.0.0.1:8080/v2")
        #expect(logged.client.configuration.monitors.count == 1 && logged.language == .de)
    }

    @Test func `items of the items endpoint walk every page of 200`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let ids: [Int] = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        var walked: [Int] = []

        for try await item in gw2.get(endpoint: .items).items(of: GuildWars2.Item.self) {  // pages of 200
            walked.append(item.id)
        }

        #expect(walked == ids)
        let pages = try await server.requests(path: "/v2/items").filter { $0.query.contains("page=") }
        #expect(pages.count == (ids.count + 199) / 200)
        #expect(pages.allSatisfy { $0.query.contains("page_size=200") })
    }

    @Test func `unknown ids are listed as missing and errors carry the API's text`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)

        let result = try await gw2.fetch(ids: [3, 999999, 3, 19684], as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == [3, 3, 19684])
        #expect(result.missingIDs == [999999])

        do {
            _ = try await gw2.get(endpoint: .item(id: 999999)).data()
            Issue.record("expected a 404")
        } catch .httpStatus(let failure) {
            #expect((failure.apiError as? GuildWars2.APIError)?.text == "no such id")
        }
    }

    @Test func `the domain-first calls resolve a recipe's items and a world's match`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)

        let recipes = await gw2.resolve(try await gw2.fetch(ids: [7319], as: GuildWars2.Recipe.self))
        let collection = try await gw2.wvw(world: 1001)

        let recipe = try #require(recipes.values.first)
        #expect(recipes.related.items[recipe.outputItemID]?.id == recipe.outputItemID)
        #expect(recipe.ingredients.allSatisfy { recipes.related.items[$0.id] != nil } && recipes.isComplete)
        #expect(collection.world.id == 1001)
        let team = try #require(collection.team)
        #expect(collection.worlds(of: team).contains { $0.id == 1001 })
        #expect(!collection.worlds(of: .red).isEmpty)
    }
}
