// PvP over loopback: amulets, heroes, ranks and seasons in bulk; leaderboards; the key's games, standings and stats.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct PvPRouteTests {
    static let season = "07D11E7E-F63C-451D-84F4-D96D369DE5BF"

    static let cases: [CatalogueCase] = [
        CatalogueCase("pvp/amulets") { check in
            let amulets = try await check.everything(GuildWars2.PvPAmulet.self)
            #expect(amulets[0].name == "Celestial Amulet" && amulets[0].attributes.count == 7)
            #expect(amulets[1].bonus(to: .precision) == 1200 && amulets[1].bonus(to: .ferocity) == 900)
            #expect(amulets[2].bonus(to: .vitality) == 0)
        },
        CatalogueCase("pvp/heroes") { check in
            let heroes = try await check.everything(GuildWars2.PvPHero.self)
            #expect(heroes[0].name == "Nika" && heroes[0].stats.speed == 4 && heroes[0].skins[0].isDefault)
            #expect(heroes[1].skins[1].unlockItems == [] && heroes[0].requiredObjects == [.item(70076), .item(72077)])
        },
        CatalogueCase("pvp/ranks") { check in
            let ranks = try await check.everything(GuildWars2.PvPRank.self)
            #expect(ranks.map(\.name) == ["Rabbit", "Deer", "Dolyak"] && ranks[0].levels[1].points == 1500)
            #expect(ranks[2].finisherID == 3 && ranks[2].minRank == 20 && ranks[2].maxRank == 29)
        },
        CatalogueCase("pvp/seasons") { check in
            let seasons = try await check.everything(GuildWars2.PvPSeason.self)
            let sixteen = try #require(seasons.first)
            #expect(sixteen.name == "PvP League Season Sixteen" && !sixteen.active)
            #expect(sixteen.start == Date(timeIntervalSince1970: 1_554_188_400))
            #expect(sixteen.divisions[1].flags == ["Repeatable"] && sixteen.divisions[1].tiers.count == 6)
            #expect(sixteen.ranks?.last?.tiers.map(\.rating) == [1299, 1399, 1499])
            let ladder = try #require(sixteen.leaderboards["ladder"])
            #expect(ladder.settings.tiers[3].range == [10, 4] && ladder.settings.duration == nil)
            #expect(ladder.scorings.first { $0.id == ladder.settings.scoring }?.name == "Rating")
        },
    ]

    @Test(arguments: cases)
    func `a PvP route gives every object in bulk, every key kept, with its recorded values`(_ testCase: CatalogueCase)
        async throws
    {
        try await testCase.run()
    }

    @Test func `a season's leaderboards are listed and a ladder reads with its scores`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        #expect(try await gw2.pvpLeaderboards(season: Self.season) == ["ladder"])
        let ladder = try await gw2.pvpLeaderboard(season: Self.season, board: "ladder", region: "eu").collect()
        #expect(ladder.map(\.rank) == [21, 22, 23] && ladder[0].name == "keatys.6018")
        #expect(ladder[1].scores.map(\.value) == [1691, 97, 78] && ladder[0].guildID == nil)
        #expect(ladder[2].date == Date(timeIntervalSince1970: 1_564_525_004))
    }

    @Test func `a leaderboard is walked page by page as it is read, in rank order`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        var ranks: [Int] = []
        for try await row in gw2.pvpLeaderboard(season: Self.season, board: "ladder", region: .europe, pageSize: 1) {
            ranks.append(row.rank)
        }
        #expect(ranks == [21, 22, 23])
        let path = "/v2/pvp/seasons/\(Self.season)/leaderboards/ladder/eu"
        let pages = try await server.requests(path: path).map(\.query).filter { $0.contains("page=") }
        #expect(pages.count == 3, "\(pages)")
        for page in 0..<3 { #expect(pages.contains { $0.contains("page=\(page)") && $0.contains("page_size=1") }) }
        let twoAPage = try await gw2.pvpLeaderboard(season: Self.season, board: "ladder", region: .europe, pageSize: 2)
            .collect()
        #expect(twoAPage.map(\.name) == ["keatys.6018", "Jjaja.7218", "Emdrix.6124"])
    }

    @Test func `the key's games, standings and stats decode behind the pvp permission`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let games = try await gw2.pvpGames()
        #expect(games.isComplete && games.values.map(\.mapID) == [554, 1163, 1201])
        #expect(
            games.values[0].result == .defeat && games.values[0].team == .red && games.values[0].ratingChange == -146)
        #expect(games.values[1].season == nil && games.values[2].ratingType == .ranked2v2)
        #expect(games.values[0].ended.timeIntervalSince(games.values[0].started) == 547)
        let standings = try await gw2.pvpStandings()
        #expect(standings.map(\.current.rating) == [nil, 1217, 1296] && standings[2].best.totalPoints == 38)
        let stats = try await gw2.pvpStats()
        #expect(stats.pvpRank == 78 && stats.aggregate.wins == 549 && stats.professions["ranger"]?.losses == 196)
        #expect(stats.ladders["ranked"]?.byes == 15)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }

    @Test func `a key without pvp is refused each keyed PvP call before it is sent`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        try await expectRefusedWithLimitedKey(
            [
                KeyedCall(.pvpGames) { try await $0.pvpGames() },
                KeyedCall(.pvpStandings) { try await $0.pvpStandings() },
                KeyedCall(.pvpStats) { try await $0.pvpStats() },
            ], at: server)
    }
}
