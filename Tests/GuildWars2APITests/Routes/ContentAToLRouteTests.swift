// Game content from achievements to legends over loopback: every object in bulk with every key, values as recorded.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct ContentAToLRouteTests {
    static let cases: [CatalogueCase] = [
        CatalogueCase("achievements/categories") { check in
            let categories = try await check.everything(GuildWars2.AchievementCategory.self)
            #expect(categories[0].name == "Transfer Chaser" && categories[0].achievements.map(\.id).first == 3095)
            #expect(categories[1].achievements.isEmpty && categories[2].order == 3 && categories[2].tomorrow == nil)
        },
        CatalogueCase("achievements/groups") { check in
            let groups = try await check.everything(GuildWars2.AchievementGroup.self)
            #expect(groups[1].id == "56A82BB9-6B07-4AB0-89EE-E4A6D68F5C47" && groups[1].name == "General")
            #expect(groups[2].categories.contains(185))
        },
        CatalogueCase("backstory/answers") { check in
            let answers = try await check.everything(GuildWars2.BackstoryAnswer.self)
            #expect(answers.map(\.question) == [7, 188, 22])
            #expect(answers[1].professions == ["Mesmer"] && answers[2].races == ["Human"] && answers[0].races == nil)
        },
        CatalogueCase("backstory/questions") { check in
            let questions = try await check.everything(GuildWars2.BackstoryQuestion.self)
            #expect(questions[0].answers.contains("7-54") && questions[1].races == ["Asura"])
            #expect(questions[2].professions == ["Revenant"] && questions[2].order == 0)
        },
        CatalogueCase("colors") { check in
            let colors = try await check.everything(GuildWars2.Color.self)
            #expect(colors[0].item == nil && colors[0].categories.isEmpty && colors[0].leather.brightness == -8)
            #expect(colors[1].name == "Black" && colors[1].item == 20358 && colors[1].categories.contains(.rare))
            #expect(colors[2].metal.rgb == [84, 81, 81] && colors[2].fur?.contrast == 1.13281)
        },
        CatalogueCase("dungeons") { check in
            let dungeons = try await check.everything(GuildWars2.Dungeon.self)
            #expect(dungeons[0].id == "ascalonian_catacombs" && dungeons[0].paths[0].type == .story)
            #expect(dungeons[1].paths.filter { $0.type == .explorable }.map(\.id) == ["asura", "seraph", "butler"])
        },
        CatalogueCase("emotes") { check in
            let emotes = try await check.everything(GuildWars2.Emote.self)
            #expect(emotes[1].id == "rockout" && emotes[1].commands.contains("/hardrock"))
            #expect(emotes[1].requiredObjects == [.item(91956)])
        },
        CatalogueCase("files") { check in
            let files = try await check.everything(GuildWars2.File.self)
            #expect(files.map(\.id) == ["map_complete", "map_dungeon", "map_heart_empty"])
            #expect(files[1].icon.lastPathComponent == "102478.png")
        },
        CatalogueCase("finishers") { check in
            let finishers = try await check.everything(GuildWars2.Finisher.self)
            #expect(finishers[0].name == "Rabbit Rank Finisher" && finishers[0].unlockItems.isEmpty)
            #expect(finishers[2].unlockItems == [44881] && finishers[2].order == 56)
        },
        CatalogueCase("gliders") { check in
            let gliders = try await check.everything(GuildWars2.Glider.self)
            #expect(gliders[2].name == "Jeweled Scarab Glider" && gliders[2].defaultDyes == [67, 134])
            #expect(gliders[0].unlockItems == [70048] && gliders[0].description.contains("\n\n"))
        },
        CatalogueCase("guild/permissions") { check in
            let permissions = try await check.everything(GuildWars2.GuildPermission.self)
            #expect(permissions.map(\.id) == ["ClaimableEditOptions", "EditBGM", "ActivatePlaceables"])
        },
        CatalogueCase("guild/upgrades") { check in
            let upgrades = try await check.everything(GuildWars2.GuildUpgrade.self)
            #expect(
                upgrades[1].type == "BankBag" && upgrades[1].bagMaxItems == 100
                    && upgrades[1].prerequisites == [58, 350])
            #expect(upgrades[0].bagMaxCoins == nil && upgrades[0].costs.last?.itemID == nil)
            #expect(upgrades[2].costs.last?.type == "Coins" && upgrades[2].costs.last?.count == 300_000)
        },
        CatalogueCase("home/cats") { check in
            let cats = try await check.everything(GuildWars2.HomeCat.self)
            #expect(cats.map(\.hint) == ["chicken", "grilled_chicken", "spicy_flank"])
        },
        CatalogueCase("home/nodes") { check in
            let nodes = try await check.everything(GuildWars2.HomeNode.self)
            #expect(nodes.last?.id == "ancient_wood_node" && nodes.count == 4)
        },
        CatalogueCase("itemstats") { check in
            let stats = try await check.everything(GuildWars2.ItemStat.self)
            #expect(
                stats[0].name == "Berserker's"
                    && stats[0].attributes.map(\.attribute) == [.power, .precision, .ferocity])
            #expect(stats[1].attributes[2].multiplier == 0 && stats[1].attributes[2].value == 18)
        },
        CatalogueCase("jadebots") { check in
            let bots = try await check.everything(GuildWars2.Jadebot.self)
            #expect(bots.map(\.name) == ["Cuddly Cat"] && bots[0].unlockItem == 98311)
        },
        CatalogueCase("legendaryarmory") { check in
            let armory = try await check.everything(GuildWars2.LegendaryArmoryItem.self)
            #expect(armory.map(\.maxCount) == [1, 2, 1, 4] && armory[1].requiredObjects == [.item(93105)])
        },
        CatalogueCase("legends") { check in
            let legends = try await check.everything(GuildWars2.Legend.self)
            #expect(legends[0].id == "Legend1" && legends[0].utilities == [28379, 27014, 26644])
            #expect(legends[2].elite == 27975)
        },
    ]

    @Test(arguments: cases)
    func `a content route gives every object in bulk, every key kept, with its recorded values`(
        _ testCase: CatalogueCase
    )
        async throws
    {
        try await testCase.run()
    }

    @Test func `today's dailies decode the campaign condition, tomorrow's the older campaign list`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let today = try await gw2.dailyAchievements()
        #expect(today.pve.map(\.id) == [1837, 2983, 1839, 1839] && today.pvp.isEmpty)
        #expect(
            today.pve[1].requiredAccess == .access(GuildWars2.ProductAccess(product: .pathOfFire, condition: .noAccess))
        )
        #expect(today.pve[2].requiredAccess == nil && today.pve[3].level.min == 11)
        let tomorrow = try await gw2.tomorrowsDailyAchievements()
        #expect(tomorrow.pve[0].requiredAccess == .products([.guildWars2, .heartOfThorns]))
        #expect(tomorrow.pvp.map(\.id) == [1858])
    }

    @Test func `a guild is found by its name and read, with or without an emblem`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let ids = try await gw2.guildSearch(name: "Awesome guild")
        #expect(ids == ["4BBB52AA-D768-4FC6-8EDE-C299F2822F0F"])
        let guild = try await gw2.guild(id: ids[0])
        #expect(guild.tag == "AG" && guild.emblem?.foreground.colors == [123, 234] && guild.level == nil)
        #expect(try await gw2.guild(id: "12345678-90AB-CDEF-FEDC-BA0987654321").emblem == nil)
        #expect(try await gw2.guildSearch(name: "Nobody").isEmpty)
        let searched = try #require(try await server.requests(path: "/v2/guild/search").first)
        #expect(searched.query.contains("name=Awesome%20guild"))
    }

    @Test func `content resolves the items it requires in one bulk request`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let upgrades = try await gw2.fetch(GuildWars2.GuildUpgrade.self)
        let resolved = await gw2.resolve(try await gw2.fetch(ids: upgrades.map(\.id), as: GuildWars2.GuildUpgrade.self))
        #expect(resolved.values.map(\.id) == [38, 55, 127])
        let items = try await server.requests(path: "/v2/items")
        #expect(items.count == 1)
        let asked = items.first?.query.removingPercentEncoding ?? ""
        #expect(["70701", "19685", "19746", "19737", "43774"].allSatisfy { asked.contains($0) })
    }
}
