// GuildWars2 offline: every model decodes the recorded responses; errors and partial answers are typed.
import Foundation
import GuildWars2API
import RESTChain
import Testing

struct GuildWars2FixtureTests {
    /// Each recorded item with the case its details must take: the one its `type` names, none for a type without
    /// details, `unknown` for a type the models do not know (99001, a `Familiar`).
    @Test(arguments: [
        (19684, "none"), (30684, "weapon"), (46774, "weapon"), (10392, "armor"), (74155, "back"),
        (12452, "consumable"), (68318, "container"), (23029, "gathering"), (19980, "gizmo"), (39233, "trinket"),
        (24615, "upgradeComponent"), (24836, "upgradeComponent"), (19925, "none"), (99001, "unknown"),
    ])
    func `every recorded item decodes, details typed by item type`(id: Int, details: String) async throws {
        let item = try await fixtureClient().get(endpoint: .item(id: id)).decode(type: GuildWars2.Item.self)
        #expect(item.id == id)
        #expect(!item.name.isEmpty)
        let decoded = item.details.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" } ?? "none"
        #expect(decoded == details, "item \(id), a \(item.type)")
    }

    @Test func `an item type the models do not know keeps its raw details`() async throws {
        let item = try await fixtureClient().get(endpoint: .item(id: 99001)).decode(type: GuildWars2.Item.self)
        guard case .unknown(let raw)? = item.details else {
            Issue.record("expected unknown details, got \(String(describing: item.details))")
            return
        }
        #expect(raw.objectValue?.isEmpty == false)
    }

    @Test func `the language selects the localized recording`() async throws {
        let english = try await fixtureClient().get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
        let german = try await fixtureClient(language: .de).get(endpoint: .item(id: 19684)).decode(
            type: GuildWars2.Item.self)
        #expect(english.name != german.name)
    }

    @Test func `worlds with ids all decode, population included`() async throws {
        let worlds = try await fixtureClient().get(endpoint: .worlds).query(ids: .all).decode(
            type: [GuildWars2.World].self)
        #expect(worlds.count > 20)
        #expect(worlds.contains { $0.id == 1001 })
    }

    @Test func `a recipe, a WvW match, prices, listings, currencies, account data and build decode`() async throws {
        let gw2 = try fixtureClient(accessToken: "key")
        let recipe = try await gw2.get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
        #expect(recipe.id == 7319 && !recipe.ingredients.isEmpty)
        let match = try await gw2.get(endpoint: .wvwMatchOfWorld(1001)).decode(type: GuildWars2.WvWMatch.self)
        #expect(match.allWorlds.red.count + match.allWorlds.green.count + match.allWorlds.blue.count >= 3)
        #expect(!match.skirmishes.isEmpty && !match.maps.isEmpty)
        let price = try await gw2.get(endpoint: .price(itemID: 19684)).decode(type: GuildWars2.Price.self)
        #expect(price.id == 19684)
        _ = try await gw2.get(endpoint: .listing(itemID: 19684)).decode(type: GuildWars2.Listing.self)
        let currencies = try await gw2.get(endpoint: .currencies).query(ids: .all).decode(
            type: [GuildWars2.Currency].self)
        #expect(!currencies.isEmpty)
        _ = try await gw2.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        _ = try await gw2.get(endpoint: .accountBank).decode(type: [GuildWars2.ItemSlot?].self)
        _ = try await gw2.get(endpoint: .accountMaterials).decode(type: [GuildWars2.Material].self)
        _ = try await gw2.get(endpoint: .tokenInfo).decode(type: GuildWars2.TokenInfo.self)
        _ = try await gw2.get(endpoint: .build).decode(type: GuildWars2.Build.self)
        _ = try await gw2.get(endpoint: .achievement(id: 4785)).decode(type: GuildWars2.Achievement.self)
        _ = try await gw2.get(endpoint: .skin(id: 10)).decode(type: GuildWars2.Skin.self)
        #expect(try await gw2.get(endpoint: .characters).decode(type: [String].self).count > 0)
    }

    @Test func `an unknown id is a 404 carrying the API's text`() async throws {
        do {
            _ = try await fixtureClient().get(endpoint: .item(id: 999999)).decode(type: GuildWars2.Item.self)
            Issue.record("expected a failure")
        } catch .httpStatus(let failure) {
            #expect(failure.statusCode == 404)
            #expect((failure.apiError as? GuildWars2.APIError)?.text == "no such id")
        }
    }

    @Test func `a partial answer returns what came and names the missing ids`() async throws {
        let result = try await fixtureClient().fetch(ids: [19684, 19709, 999999], as: GuildWars2.Item.self)
        #expect(result.values.map(\.id) == [19684, 19709])
        #expect(result.missingIDs == [999999])
    }

    @Test func `an invalid route throws at init with a typed error instead of crashing`() {
        #expect {
            _ = try GuildWars2(route: "ftp://nowhere")
        } throws: { error in
            if case .invalidURL(_, let reason) = error as? RESTError { return reason.contains("http") }
            return false
        }
    }

    @Test func `configured adds a monitor and keeps the face's language, headers and v2 root`() async throws {
        let (sent, sink) = AsyncStream.makeStream(of: String.self)
        let monitor = ClosureMonitor { event in
            if case .sent(let request) = event { sink.yield(request.url?.absoluteString ?? "") }
        }
        let gw2 = try fixtureClient(language: .de).configured { $0.monitors.append(monitor) }
        #expect(gw2.language == .de)
        _ = try await gw2.get(endpoint: .item(id: 19684)).decode(type: GuildWars2.Item.self)
        sink.finish()
        let urls = await sent.reduce(into: []) { $0.append($1) }
        #expect(urls.count == 1)
        #expect(urls.first?.hasPrefix("https://api.guildwars2.com/v2/items?") == true)
        #expect(urls.first?.contains("lang=de") == true)
    }

    @Test func `the WvW collection links a world to its match and the worlds in it`() async throws {
        let collection = try await fixtureClient().wvw(world: 1001)
        #expect(collection.world.id == 1001)
        let team = try #require(collection.team)
        #expect(collection.worlds(of: team).contains { $0.id == 1001 })
        #expect(!collection.worlds.isEmpty)
    }
}
