// Fractions where a model once wanted whole numbers, and decoding failures that name their real coding path.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct FractionAndPathTests {
    /// The tier ranges of a legendary leaderboard of seasons 1–4, as issue #38 reports the live API sends them.
    static let legendaryTiers = Data(
        #"[{"range":[1,0.95]},{"range":[0.95,0.9]},{"range":[0.9,0.75]},{"range":[0.75,0]}]"#.utf8)

    @Test func `a legendary board's fractional tier ranges decode as fractions`() throws {
        let tiers = try JSONDecoder().decode([GuildWars2.PvPSeason.RangeTier].self, from: Self.legendaryTiers)
        #expect(tiers.map(\.range) == [[1, 0.95], [0.95, 0.9], [0.9, 0.75], [0.75, 0]])
    }

    @Test func `a ladder's whole rank ranges still read as ranks`() async throws {
        let seasons = try await fixtureClient().get(endpoint: .pvpSeasons).query(ids: .all)
            .decode(type: [GuildWars2.PvPSeason].self)
        let ladder = try #require(seasons.first?.leaderboards["ladder"])
        #expect(ladder.settings.tiers.map(\.range).allSatisfy { $0.allSatisfy { $0 == $0.rounded() } })
    }

    /// A model that wants whole numbers where the body has a fraction, as `RangeTier` did.
    struct WholeTiers: Decodable, Sendable {
        struct Tier: Decodable, Sendable { let range: [Int] }
        let tiers: [Tier]
    }

    @Test func `a fraction where a model wants an Int names its coding path, not the root`() async throws {
        let body = Data(#"{"tiers":[{"range":[10,4]},{"range":[1,0.95]}]}"#.utf8)
        let gw2 = try GuildWars2(transport: StubTransport { _ in RESTResponse(statusCode: 200, body: body) })
        do {
            _ = try await gw2.get(endpoint: .pvpSeasons).decode(type: WholeTiers.self)
            Issue.record("expected a decoding failure")
        } catch .decoding(let failure) {
            #expect(failure.codingPath == "tiers[1].range[1]", "\(failure)")
            #expect(!"\(failure)".contains("<root>"))
        }
    }

    @Test func `one fractional object of a bulk answer is a problem with its path, the others arrive`() async throws {
        let body = Data(#"[{"id":1,"tiers":[{"range":[3]}]},{"id":2,"tiers":[{"range":[0.5]}]}]"#.utf8)
        let gw2 = try GuildWars2(transport: StubTransport { _ in RESTResponse(statusCode: 200, body: body) })
        let result = try await gw2.fetch(ids: [1, 2], as: Numbered.self, from: .pvpSeasons)
        #expect(result.values.map(\.id) == [1])
        #expect(result.problems.map(\.id) == [2])
        #expect(result.problems.first?.failure.codingPath == "[1].tiers[0].range[0]", "\(result.problems)")
    }

    /// An object with an id and whole-number tier ranges.
    struct Numbered: Decodable, Sendable, Identifiable {
        let id: Int
        let tiers: [WholeTiers.Tier]
    }

    @Test func `a body that is not JSON is still reported as not JSON`() async throws {
        let gw2 = try GuildWars2(transport: StubTransport { _ in RESTResponse(statusCode: 200, body: Data("{".utf8)) })
        await #expect(throws: RESTError.self) {
            _ = try await gw2.get(endpoint: .build).decode(type: GuildWars2.Build.self)
        }
    }
}
