// The typed character calls over loopback: a name with a space reaches every sub-route, each decodes its fixture,
// and a key without the permission is refused before the call.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct CharacterCallTests {
    static let name = "Taimi Sparkwright"

    static let calls: [KeyedCall] = [
        KeyedCall(.characters) { try await $0.characters() },
        KeyedCall(.character) { try await $0.character(named: name) },
        KeyedCall(.characterBackstory) { try await $0.characterBackstory(of: name) },
        KeyedCall(.characterBuildTabs) { try await $0.characterBuildTabs(of: name) },
        KeyedCall(.characterActiveBuildTab) { try await $0.characterActiveBuildTab(of: name) },
        KeyedCall(.characterCore) { try await $0.characterCore(of: name) },
        KeyedCall(.characterCrafting) { try await $0.characterCrafting(of: name) },
        KeyedCall(.characterEquipment) { try await $0.characterEquipment(of: name) },
        KeyedCall(.characterEquipmentTabs) { try await $0.characterEquipmentTabs(of: name) },
        KeyedCall(.characterActiveEquipmentTab) { try await $0.characterActiveEquipmentTab(of: name) },
        KeyedCall(.characterHeroPoints) { try await $0.characterHeroPoints(of: name) },
        KeyedCall(.characterInventory) { try await $0.characterInventory(of: name) },
        KeyedCall(.characterQuests) { try await $0.characterQuests(of: name) },
        KeyedCall(.characterRecipes) { try await $0.characterRecipes(of: name) },
        KeyedCall(.characterSuperAdventureBox) { try await $0.characterSuperAdventureBox(of: name) },
        KeyedCall(.characterSkills) { try await $0.characterSkills(of: name) },
        KeyedCall(.characterSpecializations) { try await $0.characterSpecializations(of: name) },
        KeyedCall(.characterTraining) { try await $0.characterTraining(of: name) },
    ]

    @Test func `every character route has a typed call that answers for a name with a space`() async throws {
        #expect(Set(Self.calls.map(\.route.template)) == Set(GuildWars2.Endpoint.characterRoutes.map(\.template)))
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        for call in Self.calls {
            try await call.run(gw2)
            #expect(try await server.stats(path: try call.path([Self.name])).count == 1, "\(call)")
        }
        let tabs = try #require(try await server.requests(path: "/v2/characters/Taimi%20Sparkwright/buildtabs").first)
        #expect(tabs.query.contains("tabs=all"))
    }

    @Test func `a key with only the account permission is refused each character call, before it is sent`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        try await expectRefusedWithLimitedKey(Self.calls, values: [Self.name], at: server)
    }

    @Test func `a whole character reads its core through and keeps every part`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let taimi = try await gw2.character(named: Self.name)
        #expect(taimi.name == Self.name && taimi.level == 80 && taimi.gender == .female && taimi.title == 299)
        #expect(taimi.bags?.count == 3 && taimi.bags?[1] == nil && taimi.activeBuildTab == 1)
        #expect(taimi.equipmentTabs?.map(\.name) == ["Raid", ""] && taimi.wvwAbilities?.last?.rank == 3)
        let all = try await gw2.fetch(all: .characters, as: GuildWars2.Character.self)
        #expect(all.map(\.name) == [Self.name, "Brannoc Ironhide"] && all[1].guild == nil)
        let query = try #require(try await server.requests(path: "/v2/characters").first?.query)
        #expect(query.contains("ids=all"))
    }

    @Test func `sub-routes decode equipment, tabs, bags and progress with their values`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let equipment = try await gw2.characterEquipment(of: Self.name)
        #expect(equipment.map(\.location) == [.equipped, .equippedFromLegendaryArmory, .legendaryArmory, .equipped])
        #expect(equipment[0].slot == .helm && equipment[0].dyes == [1, 473, nil, 314])
        #expect(equipment[0].stats?.value(of: .power) == 63 && equipment[2].slot == nil)
        #expect(equipment[3].boundTo == Self.name && equipment[3].charges == 87)
        let tabs = try await gw2.characterBuildTabs(of: Self.name)
        #expect(tabs.map(\.isActive) == [true, false] && tabs[0].build.skills?.elite == 29739)
        let active = try await gw2.characterActiveEquipmentTab(of: Self.name)
        #expect(active.equipmentPvP?.sigils == [24615, nil, nil, nil] && active.equipment.count == 3)
        let bags = try await gw2.characterInventory(of: Self.name)
        #expect(bags[0]?.inventory.count == 20 && bags[2]?.inventory[1]?.binding == .character)
        #expect(try await gw2.characterCrafting(of: Self.name).filter(\.active).map(\.discipline).count == 2)
        #expect(try await gw2.characterSkills(of: Self.name).wvw.heal == 5857)
        #expect(try await gw2.characterSpecializations(of: Self.name).pvp.map(\.id) == [6, 38, 57])
        let sab = try await gw2.characterSuperAdventureBox(of: Self.name)
        #expect(sab.zones.last?.mode == "normal" && sab.unlocks.last?.name == nil)
        #expect(try await gw2.characterBackstory(of: Self.name).first == "7-54")
        #expect(try await gw2.characterTraining(of: Self.name).first?.done == true)
        #expect(try await gw2.characterCore(of: Self.name).deaths == 312)
    }

    @Test func `a character the account does not have is a 404`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        await #expect(throws: RESTError.self) { _ = try await gw2.characterCore(of: "Nobody") }
    }
}
