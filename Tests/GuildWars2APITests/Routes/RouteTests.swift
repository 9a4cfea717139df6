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
        let all = GuildWars2.Endpoint.all
        #expect(Set(all.map(\.template)).count == all.count)
        #expect(all.count >= 140)
        for path in [
            "account/wizardsvault/daily", "characters/:name/sab", "guild/:id/treasury", "wvw/guilds/:region",
            "commerce/transactions/history/sells", "pvp/seasons/:id/leaderboards/:board/:region", "skiffs",
            "jadebots", "createsubtoken", "wizardsvault/objectives", "account/homestead/decorations",
            "account/homestead/glyphs", "homestead/decorations", "homestead/decorations/categories", "homestead/glyphs",
            "logos", "wvw/timers/lockout", "wvw/timers/teamAssignment",
        ] {
            #expect(all.contains { $0.template == path }, "\(path)")
        }
        #expect(all.filter(\.needsKey).allSatisfy { $0.permissions.first == .account })
        #expect(GuildWars2.Endpoint.accountWallet.permissions == [.account, .wallet])
    }

    @Test func `a route's segments are filled in order and escaped, and a missing value is a typed error`() throws {
        let path = try GuildWars2.Endpoint.characterInventory.filled(with: "Zojja the Great").filledPath()
        #expect(path == "characters/Zojja%20the%20Great/inventory")
        #expect(throws: RESTError.self) { _ = try GuildWars2.Endpoint.pvpLeaderboard.filled(with: "S1").filledPath() }
        #expect(throws: RESTError.self) { _ = try GuildWars2.Endpoint.build.filled(with: "extra").filledPath() }
        #expect(GuildWars2.Endpoint.accountBank.permissions == [.account, .inventories])
    }

    @Test func `a route sent without its path value is refused before the network, whichever call sends it`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let sessions = [
            gw2.get(endpoint: .characterInventory), gw2.client.get(endpoint: GuildWars2.Endpoint.characterInventory),
            gw2.get(endpoint: .pvpLeaderboard.filled(with: "S1")),
        ]
        for session in sessions {
            do {
                _ = try await session.data()
                Issue.record("expected a refusal")
            } catch .invalidRequest(let reason) {
                #expect(reason.contains("needs a value for :"), "\(reason)")
            }
        }
        #expect(try await server.requests(path: "/v2/characters/:name/inventory").isEmpty)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 0)
    }

    @Test func `ids=all on an endpoint that refuses it is the typed error of fetch(all:), before any request`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        for endpoint: GuildWars2.Endpoint in [.items, .skins, .recipes, .item(id: 19684)] {
            do {
                _ = try await gw2.get(endpoint: endpoint).query(ids: .all).data()
                Issue.record("\(endpoint.path): expected a failure")
            } catch .invalidRequest(let reason) {
                #expect(
                    reason == "\(endpoint.path) does not answer ids=all: ask for its ids in bulk with fetch(ids:as:)")
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
        let teams = try await gw2.get(endpoint: .wvwTeams).query(ids: .all).decode(
            type: [GuildWars2.WvWTeam].self)
        #expect(worlds.count == 51 && teams.count == 27)
        let later = try await gw2.get(endpoint: .items).query(ids: [19684]).decode(type: [GuildWars2.Item].self)
        #expect(later.map(\.id) == [19684])
    }

    @Test func `a key without a route's permission is refused before the call, whichever call sends it`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "limited-key")
        // Untyped closures: an array of typed-throws ones needs the Swift 6.0 runtime on Apple platforms.
        let calls: [@Sendable () async throws -> Void] = [
            { _ = try await gw2.accountBank() },
            { _ = try await gw2.get(endpoint: .accountBank).decode(type: [GuildWars2.ItemSlot?].self) },
            { _ = try await gw2.client.get(endpoint: GuildWars2.Endpoint.accountBank).data() },
            { _ = try await gw2.get(endpoint: GuildWars2.Endpoint("account/bank")).data() },
        ]
        for call in calls {
            do {
                try await call()
                Issue.record("expected a refusal")
            } catch RESTError.invalidRequest(let reason) {
                #expect(reason.contains("\"inventories\"") && reason.contains("account/bank"), "\(reason)")
            }
        }
        #expect(try await server.stats(path: "/v2/account/bank").count == 0)
        _ = try await gw2.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }

    @Test func `a keyed route without a key is refused before the call, one in access_token goes to the API`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        do {
            _ = try await gw2.accountWallet()
            Issue.record("expected a refusal")
        } catch .invalidRequest(let reason) {
            #expect(reason == "account/wallet needs an API key: give one with GuildWars2(accessToken:)")
        }
        #expect(try await server.stats(path: "/v2/account/wallet").count == 0)
        let named = try await gw2.get(endpoint: .accountWallet).query(key: "access_token", value: "good-key")
            .decode(type: [GuildWars2.WalletEntry].self)
        #expect(!named.isEmpty)
        #expect(try await server.stats(path: "/v2/account/wallet").count == 1)
    }

    @Test func `a transient invalid key answer is retried once, a lasting one fails`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key").configured { $0.cache = nil }
        _ = try await gw2.tokenInfo()
        try await flakyKey(server, count: 1)
        let bank = try await gw2.accountBank()
        #expect(!bank.isEmpty)
        try await flakyKey(server, count: 2)
        await #expect(throws: RESTError.self) {
            _ = try await gw2.accountBank()
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
        let wallet = try await gw2.accountWallet()
        #expect(wallet.first?.id == 1 && wallet.first?.value == 1_287_349)
        let progress = try await gw2.accountAchievements()
        #expect(progress.contains { $0.id == 8 && $0.repeated == 4 && $0.done })
        let wvw = try await gw2.accountWvW()
        #expect(wvw.team == 12002)
        let weekly = try await gw2.get(endpoint: .accountWizardsVaultWeekly).decode(
            type: GuildWars2.WizardsVaultProgress.self)
        #expect(weekly.objectives.map(\.id) == [5, 57] && weekly.metaRewardAstral == 450)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }
}
