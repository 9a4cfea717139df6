// Game content routes from mail carriers to worlds over loopback: every object in bulk, every key kept.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct ContentRouteTests {
    @Test func `maps and masteries decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let maps = try await check.everything(GuildWars2.Map.self)
        #expect(maps.map(\.type) == [.public, .unknown] && maps.first?.regionName == "Kryta")
        #expect(maps.last?.continentRect == [[13798, 8646], [15590, 10438]])
        let masteries = try await check.everything(GuildWars2.Mastery.self)
        #expect(masteries.first?.region == .maguuma && masteries.first?.levels.last?.pointCost == 8)
    }

    @Test func `mount types by name and mount skins decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let types = try await check.everything(GuildWars2.MountType.self)
        #expect(types.first?.id == "griffon" && types.first?.skills.first?.slot == .weapon1)
        let skins = try await check.everything(GuildWars2.MountSkin.self)
        #expect(skins.first?.mount == "raptor" && skins.first?.dyeSlots.first?.colorID == 19)
    }
}
