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

    @Test func `unlockables decode in bulk with every key and require their unlock items`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let carriers = try await check.everything(GuildWars2.MailCarrier.self)
        #expect(carriers.first?.flags == ["Default"] && carriers.first?.requiredObjects.isEmpty == true)
        let minis = try await check.everything(GuildWars2.Mini.self)
        #expect(minis.first?.requiredObjects == [.item(21047)])
        let novelties = try await check.everything(GuildWars2.Novelty.self)
        #expect(novelties.first?.unlockItem == [35750] && novelties.first?.slot == .tonic)
        let outfits = try await check.everything(GuildWars2.Outfit.self)
        #expect(outfits.first?.requiredObjects == [.item(64756)])
        let skiffs = try await check.everything(GuildWars2.Skiff.self)
        #expect(skiffs.first?.dyeSlots.count == 4)
        let materials = try await check.everything(GuildWars2.MaterialCategory.self)
        #expect(materials.first?.items.count == 115 && materials.first?.requiredObjects.count == 115)
        let miniIDs = try await check.gw2.fetch(GuildWars2.Mini.self).map(\.id)
        let resolved = await check.gw2.resolve(try await check.gw2.fetch(ids: miniIDs, as: GuildWars2.Mini.self))
        #expect(resolved.values.count == 1)
        let bulk = try await server.requests(path: "/v2/items").filter { $0.query.contains("ids=21047") }
        #expect(bulk.count == 1)
    }

    @Test func `routes whose ids are names decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let chests = try await check.everything(GuildWars2.MapChest.self)
        #expect(chests.first?.id == "auric_basin_heros_choice_chest" && chests.count == 4)
        let bosses = try await check.everything(GuildWars2.WorldBoss.self)
        #expect(bosses.map(\.id).contains("tequatl_the_sunless"))
        let crafts = try await check.everything(GuildWars2.DailyCraft.self)
        #expect(crafts.count == 5 && crafts.first?.id == "charged_quartz_crystal")
        let quaggans = try await check.everything(GuildWars2.Quaggan.self)
        #expect(quaggans.first?.url.lastPathComponent == "404.jpg")
        let races = try await check.everything(GuildWars2.Race.self)
        #expect(races.first?.id == "Charr" && races.first?.skills.count == 7)
        let raids = try await check.everything(GuildWars2.Raid.self)
        #expect(raids.first?.wings.map(\.events.count) == [4, 3, 4])
        #expect(raids.first?.wings.first?.events.map(\.type) == [.boss, .checkpoint, .boss, .boss])
        let seasons = try await check.everything(GuildWars2.StorySeason.self)
        #expect(seasons.first?.id == "B8901E58-DC9D-4525-ADB2-79C93593291E" && seasons.first?.stories == [23, 32, 35])
    }

    @Test func `stories, quests, titles and pets decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let stories = try await check.everything(GuildWars2.Story.self)
        #expect(stories.first?.races == ["Charr"] && stories.first?.chapters.count == 3 && stories.first?.flags == nil)
        let quests = try await check.everything(GuildWars2.Quest.self)
        #expect(quests.first?.story == 85 && quests.first?.goals.first?.active == "")
        let titles = try await check.everything(GuildWars2.Title.self)
        #expect(titles.first?.achievements?.count == 16 && titles.first?.apRequired == nil)
        let pets = try await check.everything(GuildWars2.Pet.self)
        #expect(pets.first?.skills.map(\.id) == [12658])
    }

    @Test func `skills, traits, specializations and professions decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let skills = try await check.everything(GuildWars2.Skill.self)
        let gunk = try #require(skills.first { $0.id == 1110 })
        #expect(gunk.slot == "Profession_2" && gunk.facts?.first?.value == .number(900))
        #expect(gunk.facts?.last?.fieldType == .ethereal && gunk.facts?[1].dmgMultiplier == 0.3)
        #expect(gunk.facts?.map(\.type) == [.range, .damage, .number, .distance, .comboField])
        let traits = try await check.everything(GuildWars2.Trait.self)
        let shrug = try #require(traits.first)
        #expect(shrug.slot == .major && shrug.skills?.first?.facts?[1].type == .stunBreak)
        #expect(shrug.skills?.first?.facts?[1].value == .bool(true) && shrug.facts?.last?.target == "Healing")
        let specializations = try await check.everything(GuildWars2.Specialization.self)
        #expect(specializations.first?.elite == true && specializations.first?.weaponTrait == 1965)
        let professions = try await check.everything(GuildWars2.Profession.self)
        let guardian = try #require(professions.first)
        #expect(guardian.weapons["Axe"]?.specialization == 62 && guardian.weapons["Focus"]?.skills.count == 2)
        #expect(guardian.skills.first?.type == "Profession" && guardian.training.last?.track[2].skillID == 30025)
        #expect(guardian.skillsByPalette?.first == [1, 2])
        #expect(guardian.training.last?.track.map(\.type) == [.trait, .trait, .skill, .trait])
    }

    @Test func `the build and recipe searches by input and output answer over loopback`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let build = try await gw2.get(endpoint: .build).decode(type: GuildWars2.Build.self)
        #expect(build.id == 181_230)
        let using = try await gw2.get(endpoint: .recipesUsing(itemID: 19684)).decode(type: [Int].self)
        let making = try await gw2.get(endpoint: .recipesMaking(itemID: 46742)).decode(type: [Int].self)
        #expect(using.contains(7319) && making == [7319, 12053])
        let recipes = try await gw2.fetch(ids: making, as: GuildWars2.Recipe.self)
        #expect(recipes.values.allSatisfy { $0.outputItemID == 46742 } && !recipes.values.isEmpty)
        let queries = try await server.requests(path: "/v2/recipes/search").map(\.query)
        #expect(queries.contains { $0.contains("input=19684") } && queries.contains { $0.contains("output=46742") })
    }
}
