// The routes added in 2024–2025 over loopback: homestead decorations and glyphs, logos, and the WvW timers.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct HomesteadLogoAndTimerRouteTests {
    @Test func `homestead glyphs come in bulk with every key, each naming its item and node`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let glyphs = try await RouteCheck(server).everything(GuildWars2.HomesteadGlyph.self)
        #expect(glyphs.count == 36 && Set(glyphs.map(\.slot)) == ["harvesting", "logging", "mining"])
        #expect(glyphs.first { $0.id == "forester_logging" }?.itemID == 87550)
    }

    @Test func `homestead decoration categories come in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let categories = try await RouteCheck(server).everything(GuildWars2.HomesteadDecorationCategory.self)
        #expect(categories.map(\.id) == Array(1...27))
        #expect(categories.first { $0.id == 16 }?.name == "Path of Fire")  // the sandstone pillar's first category
    }

    @Test func `an account's homestead glyphs are the ids the glyph route knows`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let unlocked = try await gw2.accountHomesteadGlyphs()
        #expect(unlocked == ["volatility_harvesting", "volatility_logging", "volatility_mining"])
        let glyphs = try await gw2.fetch(ids: unlocked, as: GuildWars2.HomesteadGlyph.self)
        #expect(glyphs.isComplete && glyphs.values.map(\.slot) == ["harvesting", "logging", "mining"])
    }

    @Test func `a homestead decoration comes by id with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let found = try await gw2.fetch(ids: [140], as: GuildWars2.HomesteadDecoration.self)
        let pillar = try #require(found.values.first)
        #expect(pillar.name == "Sandstone Pillar" && pillar.maxCount == 250 && pillar.categories == [16, 1])
        let lost = try RouteCheck.lostKeys(of: [pillar], route: "homestead/decorations", query: "ids=140")
        #expect(lost.isEmpty, "\(lost)")
    }

    @Test func `logos are listed by name and come in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let names = try await gw2.fetch(GuildWars2.Logo.self).map(\.id)
        #expect(names.count == 16 && names.contains("Guild-Wars-2-logo-en"))
        let wanted = ["ArenaNet-Path-of-Fire-logo", "Guild-Wars-2-Pro-League-logo-low"]
        let logos = try await gw2.fetch(ids: wanted, as: GuildWars2.Logo.self)
        #expect(logos.values.map(\.id) == wanted && logos.isComplete)
        #expect(logos.values.allSatisfy { $0.url.pathExtension == "webm" })
        let query = "ids=ArenaNet-Path-of-Fire-logo,Guild-Wars-2-Pro-League-logo-low"
        #expect(try RouteCheck.lostKeys(of: logos.values, route: "logos", query: query).isEmpty)
    }

    @Test func `the WvW lockout and team assignment times decode per region`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let lockout = try await gw2.wvwLockoutTimes()
        #expect(lockout.na == Date(timeIntervalSince1970: 1_741_075_140) && lockout.eu == lockout.na)
        #expect(try RouteCheck.lostKeys(of: lockout, route: "wvw/timers/lockout").isEmpty)
        let assignment = try await gw2.wvwTeamAssignmentTimes()
        #expect(assignment.eu.timeIntervalSince(assignment.na) == 2_995_200)  // 34 days and 16 hours apart
        #expect(try RouteCheck.lostKeys(of: assignment, route: "wvw/timers/teamAssignment").isEmpty)
    }
}
