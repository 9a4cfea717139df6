// WvW routes over loopback: abilities, objectives, ranks, upgrades, match views, by world and by 2024 team.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct WvWRouteTests {
    @Test func `abilities, objectives, ranks and upgrades decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let abilities = try await check.everything(GuildWars2.WvWAbility.self)
        #expect(abilities.first?.ranks.map(\.cost) == [1, 3, 6, 10, 15])
        let objectives = try await check.everything(GuildWars2.WvWObjective.self)
        let castle = try #require(objectives.first { $0.id == "38-9" })
        #expect(castle.type == .castle && castle.mapType == .center && castle.upgradeID == 37)
        let spawn = try #require(objectives.first { $0.id == "968-127" })
        #expect(spawn.type == .spawn && spawn.mapType == .edgeOfTheMists && spawn.coord == nil && spawn.marker == nil)
        #expect(objectives.contains { $0.type == .generic })
        let ranks = try await check.everything(GuildWars2.WvWRank.self)
        #expect(ranks.first?.title == "Invader" && ranks.first?.minRank == 1)
        let upgrades = try await check.everything(GuildWars2.WvWUpgrade.self)
        #expect(upgrades.map(\.id) == [3, 5] && upgrades.allSatisfy { $0.tiers.map(\.yaksRequired) == [20, 40, 80] })
    }

    @Test func `match overviews, scores and stats are fetched in bulk by string id`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let overviews = try await check.everything(GuildWars2.WvWMatchOverview.self)
        #expect(overviews.map(\.id) == ["1-1", "2-1"])
        #expect(overviews.last?.allWorlds.green == [2005, 2007])
        let scores = try await check.everything(GuildWars2.WvWMatchScores.self)
        #expect(scores.last?.victoryPoints?.red == 227 && scores.last?.maps.map(\.id) == [38, 1099, 96, 95])
        let stats = try await check.everything(GuildWars2.WvWMatchStats.self)
        #expect(stats.last?.maps.first?.type == .center && stats.last?.kills.blue == 36754)
        let some = try await check.gw2.fetch(ids: ["2-1", "9-9", "1-1"], as: GuildWars2.WvWMatchScores.self)
        #expect(some.values.map(\.id) == ["2-1", "1-1"] && some.missingIDs == ["9-9"])
    }

    @Test(arguments: [1001, 11004])
    func `a world or a 2024 team set once restricts every match view`(id: Int) async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let base = try GuildWars2(route: server.baseURL)
        let mine = id > 10_000 ? base.restricted(wvwTeam: id) : base.restricted(world: id)
        let match = try #require(try await mine.fetch(GuildWars2.WvWMatch.self).first?.details)
        let overview = try #require(try await mine.fetch(GuildWars2.WvWMatchOverview.self).first?.details)
        let scores = try #require(try await mine.fetch(GuildWars2.WvWMatchScores.self).first?.details)
        let stats = try #require(try await mine.fetch(GuildWars2.WvWMatchStats.self).first?.details)
        #expect([overview.id, scores.id, stats.id] == [match.id, match.id, match.id])
        let all = overview.allWorlds.red + overview.allWorlds.green + overview.allWorlds.blue
        #expect(all.contains(id))
        for path in ["/v2/wvw/matches", "/v2/wvw/matches/overview", "/v2/wvw/matches/scores", "/v2/wvw/matches/stats"] {
            let logged = try await server.requests(path: path)
            #expect(logged.count == 1 && logged.allSatisfy { $0.query.contains("world=\(id)") }, "\(path)")
        }
        _ = try await mine.fetch(GuildWars2.WvWObjective.self)
        #expect(try await server.requests(path: "/v2/wvw/objectives").allSatisfy { !$0.query.contains("world=") })
    }

    @Test func `an overview resolves the worlds it requires`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: ["1-1"], as: GuildWars2.WvWMatchOverview.self))
        let overview = try #require(resolved.values.first)
        #expect(resolved.related.worlds[overview.worlds.blue]?.id == 1001)
        #expect(try await server.stats(path: "/v2/worlds").count == 1)
    }
}
