// The content and PvP fixtures without ids keep every key when encoded again; achievement categories in both schemas.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct ContentReencodingTests {
    /// A fixture and what its body decodes as, as the keyed routes' re-encoding test spells it.
    typealias Case = KeyedReencodingTests.Case

    static let cases: [Case] = [
        Case("achievements/daily.json", as: GuildWars2.DailyAchievements.self),
        Case("achievements/daily/tomorrow.json", as: GuildWars2.DailyAchievements.self),
        Case("guild/4BBB52AA-D768-4FC6-8EDE-C299F2822F0F.json", as: GuildWars2.Guild.self),
        Case("pvp/games@ids=all.json", as: [GuildWars2.PvPGame].self),
        Case(
            "pvp/seasons/07D11E7E-F63C-451D-84F4-D96D369DE5BF/leaderboards/ladder/eu.json",
            as: [GuildWars2.PvPLeaderboardEntry].self),
        Case("pvp/standings.json", as: [GuildWars2.PvPStanding].self),
        Case("pvp/stats.json", as: GuildWars2.PvPStats.self),
    ]

    @Test(arguments: cases)
    func `a fixture decodes and encodes back with every key`(_ testCase: Case) throws {
        let data = try Data(contentsOf: gw2Fixtures.appendingPathComponent("v2/\(testCase.file)"))
        let again = try JSONSerialization.jsonObject(with: try testCase.reencode(data))
        #expect(Corpus.lostKeys(from: try JSONSerialization.jsonObject(with: data), in: again) == [])
    }

    @Test func `a category of the 2022 schema keeps its objects, and one of the old schema its bare ids`() throws {
        let new = Data(
            #"""
            {"id": 97, "name": "Daily", "description": "", "order": 1, "icon": "https://render.guildwars2.com/a.png",
             "achievements": [{"id": 1837, "required_access": {"product": "PathOfFire", "condition": "HasAccess"},
                               "flags": ["PvE"], "level": [1, 80]}, {"id": 1839}],
             "tomorrow": [{"id": 2983, "flags": ["PvE"]}]}
            """#.utf8)
        let category = try JSONDecoder().decode(GuildWars2.AchievementCategory.self, from: new)
        #expect(category.achievements.map(\.id) == [1837, 1839] && category.achievements[0].level == [1, 80])
        #expect(category.achievements[0].requiredAccess?.condition == .hasAccess && category.tomorrow?.count == 1)
        let again = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(category))
        #expect(again == (try JSONDecoder().decode(JSONValue.self, from: new)))
        let old = try JSONDecoder().decode(JSONValue.self, from: Data(#"[3095, 3096]"#.utf8))
        let entries = try JSONDecoder().decode(
            [GuildWars2.AchievementCategory.Entry].self, from: Data("[3095, 3096]".utf8))
        #expect(try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(entries)) == old)
    }
}
