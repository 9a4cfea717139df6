// Routes: every /v2 route by path, permissions checked against tokeninfo, a transient "invalid key" retried once.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RouteTests {
    @Test func `every route of the issue has a constant, a distinct path, and key routes need account`() {
        let all = GuildWars2.Route.all
        #expect(Set(all.map(\.path)).count == all.count)
        #expect(all.count >= 140)
        for path in [
            "account/wizardsvault/daily", "characters/:name/sab", "guild/:id/treasury", "wvw/guilds/:region",
            "commerce/transactions/history/sells", "pvp/seasons/:id/leaderboards/:board/:region", "skiffs",
            "jadebots", "createsubtoken", "wizardsvault/objectives",
        ] {
            #expect(all.contains { $0.path == path }, "\(path)")
        }
        #expect(all.filter(\.needsKey).allSatisfy { $0.permissions.first == .account })
        #expect(GuildWars2.Route.accountWallet.permissions == [.account, .wallet])
    }

    @Test func `a route's segments are filled in order and escaped, and a missing value is a typed error`() throws {
        let path = try GuildWars2.Route.characterInventory.filled(with: ["Zojja the Great"])
        #expect(path == "characters/Zojja%20the%20Great/inventory")
        #expect(throws: RESTError.self) { _ = try GuildWars2.Route.pvpLeaderboard.filled(with: ["S1"]) }
        #expect(GuildWars2.Endpoint.route(.accountBank).requiredPermissions == [.account, .inventories])
    }

    @Test func `ids=all on an endpoint that refuses it is the typed error of fetch(all:), before any request`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        for endpoint: GuildWars2.Endpoint in [.items, .route(.skins), .route(.recipes), .item(id: 19684)] {
            do {
                _ = try await gw2.get(endpoint: endpoint).query(ids: .all).data()
                Issue.record("\(endpoint.path): expected a failure")
            } catch .invalidRequest(let reason) {
                #expect(
                    reason == "\(endpoint.path) does not answer ids=all: ask for its ids in bulk with fetch(_:ids:as:)")
            }
        }
        do {
            _ = try await gw2.fetch(all: .items, as: GuildWars2.Item.self)
            Issue.record("fetch(all:): expected a failure")
        } catch .invalidRequest(let reason) {
            #expect(reason.hasPrefix("items does not answer ids=all"))
        }
        #expect(try await server.requests(path: "/v2/items").isEmpty)
        #expect(try await server.requests(path: "/v2/skins").isEmpty)
        let worlds = try await gw2.get(endpoint: .worlds).query(ids: .all).decode(type: [GuildWars2.World].self)
        let teams = try await gw2.get(endpoint: .route(.wvwTeams)).query(ids: .all).decode(
            type: [GuildWars2.WvWTeam].self)
        #expect(worlds.count == 51 && teams.count == 27)
        let later = try await gw2.get(endpoint: .items).query(ids: [19684]).decode(type: [GuildWars2.Item].self)
        #expect(later.map(\.id) == [19684])
    }

    @Test func `a key without a route's permission fails before the call, naming the permission`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "limited-key")
        do {
            _ = try await gw2.fetch(.route(.accountBank), as: [GuildWars2.ItemSlot?].self)
            Issue.record("expected a failure")
        } catch .invalidRequest(let reason) {
            #expect(reason.contains("\"inventories\""))
            #expect(reason.contains("account/bank"))
        }
        #expect(try await server.stats(path: "/v2/account/bank").count == 0)
        _ = try await gw2.fetch(.account, as: GuildWars2.Account.self)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }

    @Test func `a transient invalid key answer is retried once, a lasting one fails`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key").configured { $0.cache = nil }
        _ = try await gw2.tokenInfo()
        try await flakyKey(server, count: 1)
        let bank = try await gw2.fetch(.route(.accountBank), as: [GuildWars2.ItemSlot?].self)
        #expect(!bank.isEmpty)
        try await flakyKey(server, count: 2)
        await #expect(throws: RESTError.self) {
            _ = try await gw2.fetch(.route(.accountBank), as: [GuildWars2.ItemSlot?].self)
        }
        #expect(try await server.stats(path: "/v2/account/bank").count == 4)
    }

    private func flakyKey(_ server: TestServer, count: Int) async throws {
        var request = URLRequest(url: server.url("/_flaky_key?count=\(count)"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }
}

struct AccountRouteTests {
    @Test func `wallet, achievement progress, WvW team and weekly Wizard's Vault decode over loopback`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let wallet = try await gw2.fetch(.route(.accountWallet), as: [GuildWars2.WalletEntry].self)
        #expect(wallet.first?.id == 1 && wallet.first?.value == 1_287_349)
        let progress = try await gw2.fetch(.route(.accountAchievements), as: [GuildWars2.AchievementProgress].self)
        #expect(progress.contains { $0.id == 8 && $0.repeated == 4 && $0.done })
        let wvw = try await gw2.fetch(.route(.accountWvW), as: GuildWars2.AccountWvW.self)
        #expect(wvw.team == 12002)
        let weekly = try await gw2.fetch(.route(.accountWizardsVaultWeekly), as: GuildWars2.WizardsVaultProgress.self)
        #expect(weekly.objectives.map(\.id) == [5, 57] && weekly.metaRewardAstral == 450)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }
}
