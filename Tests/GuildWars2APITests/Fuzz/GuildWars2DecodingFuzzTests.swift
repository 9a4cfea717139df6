// Seeded decoding fuzz over the recorded Guild Wars 2 responses: no crash, every failure a typed one-line error.
import GuildWars2API
import TestSupport
import Testing

struct GuildWars2DecodingFuzzTests {
    @Test func `broken Guild Wars 2 responses decode or fail with a one-line decoding error`() async throws {
        let fixtures = gw2Fixtures.appendingPathComponent("v2")
        let targets = [
            try FuzzTarget(
                fixture: "items@ids=19684,19721,46742,46747.json", in: fixtures, type: [GuildWars2.Item].self),
            try FuzzTarget(fixture: "items@id=19721.json", in: fixtures, type: GuildWars2.Item.self),
            try FuzzTarget(fixture: "recipes@ids=7319,12053.json", in: fixtures, type: [GuildWars2.Recipe].self),
            try FuzzTarget(fixture: "worlds@page=0&page_size=20.json", in: fixtures, type: [GuildWars2.World].self),
            try FuzzTarget(fixture: "achievements@id=4785.json", in: fixtures, type: GuildWars2.Achievement.self),
            try FuzzTarget(fixture: "skins@id=10.json", in: fixtures, type: GuildWars2.Skin.self),
            try FuzzTarget(fixture: "currencies@id=1.json", in: fixtures, type: GuildWars2.Currency.self),
            try FuzzTarget(fixture: "build.json", in: fixtures, type: GuildWars2.Build.self),
        ]
        try await expectDecodingSurvivesFuzz(of: "GW2", targets, seed: 16_05)
    }
}
