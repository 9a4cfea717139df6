// Continents and their floors, guild emblem designs, the 2024 WvW teams and each guild's team, over loopback.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct MapAndTeamRouteTests {
    @Test func `continents, emblem designs and WvW teams decode in bulk with every key`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let check = try RouteCheck(server)
        let continents = try await check.everything(GuildWars2.Continent.self)
        #expect(continents.map(\.name) == ["Tyria", "Mists"])
        #expect(continents[0].continentDims == [49152, 49152] && continents[0].floors.contains(-5))
        let backgrounds = try await check.everything(GuildWars2.EmblemBackground.self)
        #expect(backgrounds.map(\.layers.count) == [1, 1, 1])
        let foregrounds = try await check.everything(GuildWars2.EmblemForeground.self)
        #expect(foregrounds.last?.layers.last?.lastPathComponent == "59659.png")
        #expect(try await server.requests(path: "/v2/emblem/foregrounds").count == 2)
        let teams = try await check.everything(GuildWars2.WvWTeam.self)
        #expect(teams.count == 27 && teams.first?.name == "Moogooloo" && teams.first?.region == .northAmerica)
        #expect(teams.first { $0.id == 12002 }?.name == "Fortune's Vale")
        #expect(teams.filter { $0.region == .europe }.count == 15)
    }

    @Test func `a continent floor holds its regions, maps, points of interest, hearts and sectors`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        #expect(try await gw2.continentFloors(of: 1) == [0])
        let floor = try await gw2.continentFloor(0, of: 1)
        #expect(floor.textureDims == [49152, 49152] && floor.clampedView?.last == [38000, 48000])
        let cliffs = try #require(floor.regions[1]?.maps[26])
        #expect(floor.regions[1]?.name == "Shiverpeak Mountains" && cliffs.name == "Dredgehaunt Cliffs")
        #expect(cliffs.pointsOfInterest[599]?.type == .waypoint && cliffs.pointsOfInterest[1570]?.name == nil)
        #expect(cliffs.pointsOfInterest[1732]?.type == .unlock && cliffs.pointsOfInterest[1732]?.icon != nil)
        #expect(cliffs.tasks[1]?.level == 40 && cliffs.tasks[1]?.bounds.count == 12)
        #expect(cliffs.skillChallenges.map(\.id) == ["0-29", "0-91", "0-58"])
        #expect(cliffs.sectors[513]?.name == "Tribulation Rift" && cliffs.masteryPoints?.first?.region == .tyria)
        #expect(floor.regions[2]?.maps[20]?.masteryPoints == [])
        let lost = try RouteCheck.lostKeys(of: floor, route: "continents/1/floors", id: "0")
        #expect(lost.isEmpty, "\(lost)")
        let bulk = try await gw2.continentFloors([0, 99], of: 1)
        #expect(bulk.values.map(\.id) == [0] && bulk.missingIDs == [99])
    }

    @Test func `a map's sectors and points of interest come by id from their own routes`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let sectors = try await gw2.fetch(
            ids: [515, 999, 513], as: GuildWars2.ContinentFloor.Sector.self,
            from: .continentSectors.filled(with: "1", "0", "1", "26"))
        #expect(sectors.values.map(\.name) == ["Dissun's Mine", "Tribulation Rift"] && sectors.missingIDs == [999])
        let points = try await gw2.get(endpoint: .continentPointsOfInterest.filled(with: "1", "0", "1", "26")).query(
            ids: .all
        )
        .decode(type: [GuildWars2.ContinentFloor.PointOfInterest].self)
        #expect(
            points.map(\.id) == [554, 599, 1570, 1732] && points.map(\.type) == [.landmark, .waypoint, .vista, .unlock])
    }

    @Test func `regions, maps and renown hearts come by id from their own routes, every key kept`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let regions = try await gw2.fetch(
            ids: [2, 1], as: GuildWars2.ContinentFloor.Region.self, from: .continentRegions.filled(with: "1", "0"))
        #expect(regions.values.map(\.name) == ["Ascalon", "Shiverpeak Mountains"] && regions.isComplete)
        for region in regions.values {
            let lost = try RouteCheck.lostKeys(of: region, route: "continents/1/floors/0/regions", id: "\(region.id)")
            #expect(lost.isEmpty, "region \(region.id) lost \(lost)")
        }
        let maps = try await gw2.fetch(
            ids: [26], as: GuildWars2.ContinentFloor.Map.self, from: .continentMaps.filled(with: "1", "0", "1"))
        let cliffs = try #require(maps.values.first)
        #expect(cliffs.name == "Dredgehaunt Cliffs" && cliffs.sectors.count == 3)
        #expect(try RouteCheck.lostKeys(of: cliffs, route: "continents/1/floors/0/regions/1/maps", id: "26").isEmpty)
        let hearts = try await gw2.get(endpoint: .continentTasks.filled(with: "1", "0", "1", "26"))
            .query(ids: .all).decode(type: [GuildWars2.ContinentFloor.RenownTask].self)
        #expect(hearts.map(\.level) == [40, 45] && hearts[1].objective == "Assist the skritt of Ratatosk.")
        let route = "continents/1/floors/0/regions/1/maps/26/tasks"
        #expect(try RouteCheck.lostKeys(of: hearts[0], route: route, id: "1").isEmpty)
    }

    @Test func `each guild's WvW team reads by region, team ids as text kept on re-encoding`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL)
        let europe = try await gw2.wvwGuilds(region: .europe)
        #expect(europe[guildID: "C3216090-F61D-EF11-BA1F-12061042B485"] == 12002)
        #expect(
            europe.guilds(onTeam: 12002) == [
                "4BBB52AA-D768-4FC6-8EDE-C299F2822F0F", "C3216090-F61D-EF11-BA1F-12061042B485",
            ])
        #expect(europe[guildID: "116E0C0E-0035-44A9-BB22-4AE3E23127E5"] == nil)
        let america = try await gw2.wvwGuilds(region: "na")
        #expect(america.teamIDs.values.sorted() == [11003, 11004])
        let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(europe)) as? [String: String]
        #expect(again?["C3216090-F61D-EF11-BA1F-12061042B485"] == "12002")
        #expect(try RouteCheck.lostKeys(of: europe, route: "wvw/guilds/eu").isEmpty)
        let odd = try JSONDecoder().decode(GuildWars2.WvWGuildTeams.self, from: Data(#"{"a": 11001, "b": ""}"#.utf8))
        #expect(odd.teamIDs == ["a": 11001])
    }
}
