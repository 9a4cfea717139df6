// Seeded decoding fuzz over the recorded Guild Wars 2 responses: no crash, every failure a typed one-line error.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct GuildWars2DecodingFuzzTests {
    static let seed: UInt64 = 16_05

    static func targets() throws -> [FuzzTarget] {
        func target<Value: Decodable & SendableMetatype>(_ file: String, _ type: Value.Type) throws -> FuzzTarget {
            let data = try Data(contentsOf: gw2Fixtures.appendingPathComponent("v2/" + file))
            return try FuzzTarget(name: file, document: data, type: type)
        }
        return [
            try target("items@ids=19684,19721,46742,46747.json", [GuildWars2.Item].self),
            try target("items@id=19721.json", GuildWars2.Item.self),
            try target("recipes@ids=7319,12053.json", [GuildWars2.Recipe].self),
            try target("worlds@page=0&page_size=20.json", [GuildWars2.World].self),
            try target("achievements@id=4785.json", GuildWars2.Achievement.self),
            try target("skins@id=10.json", GuildWars2.Skin.self),
            try target("currencies@id=1.json", GuildWars2.Currency.self),
            try target("build.json", GuildWars2.Build.self),
        ]
    }

    @Test func `broken Guild Wars 2 responses decode or fail with a one-line decoding error`() async throws {
        let report = try await fuzzDecoding(try Self.targets(), seed: Self.seed, rounds: 40)
        #expect(report.violations.isEmpty, "\(report): \(report.violations.prefix(5))")
        #expect(report.refusedEveryInvalidDocument, "\(report)")
        print("GW2 decoding fuzz: \(report)")
    }
}
