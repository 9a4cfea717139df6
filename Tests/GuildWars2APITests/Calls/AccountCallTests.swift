// The typed account calls over loopback: each decodes its route's fixture, and a key without the permission is
// refused before the call.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct AccountCallTests {
    static let calls: [KeyedCall] = [
        KeyedCall(.account) { try await $0.account() },
        KeyedCall(.accountAchievements) { try await $0.accountAchievements() },
        KeyedCall(.accountBank) { try await $0.accountBank() },
        KeyedCall(.accountBuildStorage) { try await $0.accountBuildStorage() },
        KeyedCall(.accountDailyCrafting) { try await $0.accountDailyCrafting() },
        KeyedCall(.accountDungeons) { try await $0.accountDungeons() },
        KeyedCall(.accountDyes) { try await $0.accountDyes() },
        KeyedCall(.accountEmotes) { try await $0.accountEmotes() },
        KeyedCall(.accountFinishers) { try await $0.accountFinishers() },
        KeyedCall(.accountGliders) { try await $0.accountGliders() },
        KeyedCall(.accountHomeCats) { try await $0.accountHomeCats() },
        KeyedCall(.accountHomeNodes) { try await $0.accountHomeNodes() },
        KeyedCall(.accountHomesteadDecorations) { try await $0.accountHomesteadDecorations() },
        KeyedCall(.accountHomesteadGlyphs) { try await $0.accountHomesteadGlyphs() },
        KeyedCall(.accountInventory) { try await $0.accountInventory() },
        KeyedCall(.accountJadebots) { try await $0.accountJadebots() },
        KeyedCall(.accountLegendaryArmory) { try await $0.accountLegendaryArmory() },
        KeyedCall(.accountLuck) { try await $0.accountLuck() },
        KeyedCall(.accountMailCarriers) { try await $0.accountMailCarriers() },
        KeyedCall(.accountMapChests) { try await $0.accountMapChests() },
        KeyedCall(.accountMasteries) { try await $0.accountMasteries() },
        KeyedCall(.accountMasteryPoints) { try await $0.accountMasteryPoints() },
        KeyedCall(.accountMaterials) { try await $0.accountMaterials() },
        KeyedCall(.accountMinis) { try await $0.accountMinis() },
        KeyedCall(.accountMountSkins) { try await $0.accountMountSkins() },
        KeyedCall(.accountMountTypes) { try await $0.accountMountTypes() },
        KeyedCall(.accountNovelties) { try await $0.accountNovelties() },
        KeyedCall(.accountOutfits) { try await $0.accountOutfits() },
        KeyedCall(.accountProgression) { try await $0.accountProgression() },
        KeyedCall(.accountPvPHeroes) { try await $0.accountPvPHeroes() },
        KeyedCall(.accountRaids) { try await $0.accountRaids() },
        KeyedCall(.accountRecipes) { try await $0.accountRecipes() },
        KeyedCall(.accountSkiffs) { try await $0.accountSkiffs() },
        KeyedCall(.accountSkins) { try await $0.accountSkins() },
        KeyedCall(.accountTitles) { try await $0.accountTitles() },
        KeyedCall(.accountWallet) { try await $0.accountWallet() },
        KeyedCall(.accountWizardsVaultDaily) { try await $0.accountWizardsVaultDaily() },
        KeyedCall(.accountWizardsVaultWeekly) { try await $0.accountWizardsVaultWeekly() },
        KeyedCall(.accountWizardsVaultSpecial) { try await $0.accountWizardsVaultSpecial() },
        KeyedCall(.accountWizardsVaultListings) { try await $0.accountWizardsVaultListings() },
        KeyedCall(.accountWorldBosses) { try await $0.accountWorldBosses() },
        KeyedCall(.accountWvW) { try await $0.accountWvW() },
    ]

    @Test func `every account route has a typed call that answers with a full key`() async throws {
        #expect(Set(Self.calls.map(\.route.template)) == Set(GuildWars2.Endpoint.accountRoutes.map(\.template)))
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        for call in Self.calls {
            try await call.run(gw2)
            #expect(try await server.stats(path: try call.path()).count == 1, "\(call)")
        }
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 1)
    }

    @Test func `a key with only the account permission is refused each call that needs more, before it is sent`()
        async throws
    {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        try await expectRefusedWithLimitedKey(Self.calls, at: server)
        let limited = try GuildWars2(route: server.baseURL, accessToken: "limited-key")
        #expect(try await limited.accountWvW().team == 12002)
    }

    @Test func `storage, builds and progress decode with their values`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        let builds = try await gw2.accountBuildStorage()
        #expect(builds.map(\.profession) == ["Necromancer", "Revenant"])
        #expect(builds[0].specializations.map(\.id) == [53, 39, 34])
        #expect(builds[0].aquaticSkills?.utilities == [10546, nil, 10612])
        #expect(builds[1].legends == ["Legend2", "Legend5"] && builds[1].aquaticLegends == ["Legend2", nil])
        #expect(builds[1].specializations[1].id == nil && builds[1].skills?.heal == nil)
        let inventory = try await gw2.accountInventory()
        #expect(inventory.count == 4 && inventory[1] == nil)
        #expect(inventory[0]?.binding == .account && inventory[2]?.charges == 5)
        #expect(try await gw2.accountLuck() == 2_564_810)
        let points = try await gw2.accountMasteryPoints()
        #expect(points.totals.first { $0.region == .maguuma }?.earned == 71)
        #expect(points.unlocked.count == 8)
        #expect(try await gw2.accountMasteries().first?.level == 4)
        #expect(try await gw2.accountProgression().first { $0.id == "fractal_empowerment" }?.value == 55)
        #expect(try await gw2.accountLegendaryArmory().map(\.count) == [1, 2])
        let finishers = try await gw2.accountFinishers()
        #expect(finishers.map(\.permanent) == [true, false] && finishers[1].quantity == 5)
    }

    @Test func `unlocks, dailies and the Wizard's Vault decode with their values`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        #expect(try await gw2.accountHomeCats().map(\.id) == [2, 24, 1, 20])
        #expect(try await gw2.accountMountTypes().contains("skyscale"))
        #expect(try await gw2.accountSkins().contains(4678))
        #expect(try await gw2.accountWorldBosses().first == "admiral_taidha_covington")
        #expect(try await gw2.accountDailyCrafting().count == 3)
        let daily = try await gw2.accountWizardsVaultDaily()
        #expect(daily.metaRewardAstral == 20 && daily.objectives.map(\.claimed) == [true, false])
        let special = try await gw2.accountWizardsVaultSpecial()
        #expect(special.metaProgressCurrent == nil && special.objectives.first?.acclaim == 75)
        let listings = try await gw2.accountWizardsVaultListings()
        #expect(listings.map(\.type) == [.featured, .featured, .normal])
        #expect(listings[1].purchased == 4 && listings[2].purchaseLimit == nil && listings[2].itemCount == 25)
        let decorations = try await gw2.accountHomesteadDecorations()
        #expect(decorations.map(\.id) == [35, 70, 125, 131, 154] && decorations.first?.count == 92)
    }

    @Test func `ids=all on a route that does not answer it is a typed error before any request`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key")
        do {
            let _: [GuildWars2.ItemSlot] = try await gw2.fetch(all: .accountBank)
            Issue.record("expected a failure")
        } catch .invalidRequest(let reason) {
            #expect(reason.contains("account/bank") && reason.contains("ids=all"))
        }
        #expect(try await server.stats(path: "/v2/account/bank").count == 0)
        #expect(try await server.stats(path: "/v2/tokeninfo").count == 0)
        #expect(GuildWars2.Endpoint.accountBuildStorage.allowsAllIDs && GuildWars2.Endpoint.characters.allowsAllIDs)
        #expect(GuildWars2.Endpoint.accountRoutes.filter(\.allowsAllIDs) == [.accountBuildStorage])
        _ = try await gw2.accountBuildStorage()
        let sent = try #require(try await server.requests(path: "/v2/account/buildstorage").first?.query)
        #expect(sent.contains("ids=all"))
    }
}
