// The guild's own routes over loopback with a leader's key: log (and since), members, ranks, stash, storage,
// treasury, built upgrades; a key without guilds is refused before the call.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct GuildCallTests {
    static let guild = "116E0C0E-0035-44A9-BB22-4AE3E23127E5"

    static let calls: [KeyedCall] = [
        KeyedCall(.guildLog) { try await $0.guildLog(of: guild) },
        KeyedCall(.guildMembers) { try await $0.guildMembers(of: guild) },
        KeyedCall(.guildRanks) { try await $0.guildRanks(of: guild) },
        KeyedCall(.guildStash) { try await $0.guildStash(of: guild) },
        KeyedCall(.guildStorage) { try await $0.guildStorage(of: guild) },
        KeyedCall(.guildTreasury) { try await $0.guildTreasury(of: guild) },
        KeyedCall(.guildTeams) { try await $0.guildTeams(of: guild) },
        KeyedCall(.guildBuiltUpgrades) { try await $0.guildBuiltUpgrades(of: guild) },
    ]

    @Test func `each of the guild's own routes answers a leader's key`() async throws {
        let own = GuildWars2.Endpoint.guildRoutes.filter(\.needsKey).map(\.template)
        #expect(Set(Self.calls.map(\.route.template)) == Set(own))
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        for call in Self.calls {
            try await call.run(gw2)
            #expect(try await server.stats(path: try call.path([Self.guild])).count == 1, "\(call)")
        }
    }

    @Test func `a key without guilds is refused each guild call, before it is sent`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        try await expectRefusedWithLimitedKey(Self.calls, values: [Self.guild], at: server)
    }

    @Test func `the log reads every kind of event, and since asks only for later ones`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let log = try await gw2.guildLog(of: Self.guild)
        #expect(log.count == 9 && log.first?.type == .upgrade && log.first?.upgradeID == 361)
        let rank = try #require(log.first { $0.type == .rankChange })
        #expect(rank.oldRank == "Member" && rank.newRank == "Officer" && rank.changedBy == "Taimi.4817")
        #expect(log.first { $0.type == .stash }?.coins == 150_000)
        #expect(log.first { $0.type == .influence }?.participants == ["Taimi.4817"])
        let later = try await gw2.guildLog(of: Self.guild, since: 1187)
        #expect(later.map(\.id) == [1190, 1189, 1188])
        let sent = try await server.requests(path: "/v2/guild/\(Self.guild)/log").map(\.query)
        #expect(sent.contains { $0.contains("since=1187") })
    }

    @Test func `members, ranks, stash, storage, treasury and upgrades decode with their values`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let members = try await gw2.guildMembers(of: Self.guild)
        #expect(members.map(\.rank) == ["Leader", "Officer", "invited"] && members[0].joined == nil)
        #expect(try await gw2.guildRanks(of: Self.guild).map(\.order) == [1, 2])
        let stash = try #require(try await gw2.guildStash(of: Self.guild).first)
        #expect(stash.size == 50 && stash.inventory.count == 50 && stash.inventory[1] == nil)
        #expect(stash.coins == 1_504_032 && stash.note == "Mats for the hall")
        #expect(try await gw2.guildStorage(of: Self.guild).first?.count == 8)
        let treasury = try await gw2.guildTreasury(of: Self.guild)
        #expect(treasury[0].neededBy.map(\.upgradeID) == [361, 368] && treasury[1].count == 0)
        #expect(try await gw2.guildBuiltUpgrades(of: Self.guild).contains(361))
        let team = try #require(try await gw2.guildTeams(of: Self.guild).first)
        #expect(team.members.map(\.role) == [.captain, .member] && team.aggregate.wins == 14)
        #expect(team.ladders["ranked"]?.losses == 4 && team.state == "Active")
        #expect(team.games.map(\.team) == [.blue, .red] && team.games[1].ratingChange == nil)
        #expect(team.games.map(\.result) == [.victory, .defeat] && team.games.allSatisfy { $0.profession == nil })
        #expect(team.games[0].ended.timeIntervalSince(team.games[0].started) == 664 && team.games[0].scores.blue == 500)
        #expect(team.seasons?.first?.rating == 1437)
    }
}
