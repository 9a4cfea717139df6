// Catalogue routes: any route with a `<route>@ids=all.json` fixture answers ids, ?id=, ?ids= and pages over loopback.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct CatalogueRouteTests {
    @Test func `a catalogue route lists every id, fills references in bulk, and reports unknown ids`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let currencies = try await gw2.fetch(GuildWars2.Currency.self)
        #expect(currencies.map(\.id) == [1, 2, 3, 4, 5, 7, 15, 18, 23, 28, 32])
        let wanted = [GuildWars2.Reference<GuildWars2.Currency>(id: 32)] + currencies.prefix(3)
        let details = try await gw2.fetch(ids: wanted.map(\.id), as: GuildWars2.Currency.self)
        #expect(details.values.map(\.name) == ["Unbound Magic", "Coin", "Karma", "Laurel"])
        let partial = try await gw2.fetch(ids: [2, 999], as: GuildWars2.Currency.self)
        #expect(partial.values.map(\.id) == [2] && partial.missingIDs == [999])
        let bulk = try await server.requests(path: "/v2/currencies").filter { $0.query.contains("ids=") }
        #expect(bulk.count == 2)
    }

    @Test func `a catalogue route answers pages in file order`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let page = try await gw2.get(endpoint: .currencies).query(key: "page", value: "1")
            .query(key: "page_size", value: "5").decode(type: [GuildWars2.Currency].self)
        #expect(page.map(\.id) == [7, 15, 18, 23, 28])
    }
}
