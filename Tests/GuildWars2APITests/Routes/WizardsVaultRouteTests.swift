// Wizard's Vault public routes over loopback: the season, its listings (with their items) and its objectives.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct WizardsVaultRouteTests {
    @Test func `the season, its listings and its objectives decode with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let season = try await check.gw2.get(endpoint: .wizardsVault).decode(type: GuildWars2.WizardsVaultSeason.self)
        #expect(season.title == "The Realm of Dreams Season" && season.end > season.start)
        #expect(try RouteCheck.lostKeys(of: season, route: "wizardsvault").isEmpty)
        let listings = try await check.everything(GuildWars2.WizardsVaultListing.self)
        #expect(listings.map(\.id) == season.listings)
        #expect(listings.first?.type == .featured)
        let objectives = try await check.everything(GuildWars2.WizardsVaultObjective.self)
        #expect(objectives.map(\.id) == season.objectives && objectives.allSatisfy { $0.track == .pve })
    }

    @Test func `a listing resolves its item`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let listings = try await gw2.fetch(GuildWars2.WizardsVaultListing.self)
        let resolved = await gw2.resolve(
            try await gw2.fetch(ids: listings.map(\.id), as: GuildWars2.WizardsVaultListing.self))
        #expect(resolved.values.count == 3)
        let bulk = try await server.requests(path: "/v2/items").filter { $0.query.contains("ids=") }
        #expect(bulk.count == 1 && bulk.allSatisfy { $0.query.contains("101574") && $0.query.contains("101485") })
    }
}
