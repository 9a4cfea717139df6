// Schema versions: the shapes of each X-Schema-Version users still receive decode to the same values.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct SchemaVersionTests {
    /// Every named version, `latest` and none at all.
    static let versions: [GuildWars2.SchemaVersion?] = [
        nil, .accountLastModified, .recipeIngredientKinds, .achievementCategoryAccess, .wvwTeams,
        .mountSkinsWithoutMount, .newestKnown, .latest,
    ]

    @Test(arguments: versions)
    func `a recipe decodes the same in every schema, old and new ingredient shapes alike`(
        version: GuildWars2.SchemaVersion?
    ) async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, schemaVersion: version)
        let (recipe, response) = try await gw2.get(endpoint: .recipe(id: 7319)).decodeWithResponse(
            type: GuildWars2.Recipe.self)
        let reference = try await fixtureClient().get(endpoint: .recipe(id: 7319)).decode(type: GuildWars2.Recipe.self)
        #expect(recipe.ingredients == reference.ingredients)
        #expect(recipe.ingredients.allSatisfy { $0.type == .item && $0.itemID == $0.id })
        let body = String(decoding: response.body, as: UTF8.self)
        let newShape = version.map { $0.rawValue >= GuildWars2.SchemaVersion.recipeIngredientKinds.rawValue } ?? false
        #expect(body.contains("\"item_id\"") != newShape)
        let logged = try #require(try await server.requests(path: "/v2/recipes").first)
        #expect(logged.header("x-schema-version") == version?.rawValue)
    }

    @Test func `a weapon's second sigil decodes as a number now and from the empty string of older schemas`() throws {
        let current = try Corpus.object(id: 70068, in: "items")
        let older = Data(
            String(decoding: current, as: UTF8.self)
                .replacingOccurrences(of: #""secondary_suffix_item_id":24599"#, with: #""secondary_suffix_item_id":"""#)
                .utf8)
        let suffixes = try [current, older].map { data -> Int? in
            guard case .weapon(let weapon)? = try JSONDecoder().decode(GuildWars2.Item.self, from: data).details else {
                return -1
            }
            return weapon.secondarySuffixItemID
        }
        #expect(suffixes == [24599, nil])
    }

    @Test func `an account decodes with and without the fields newer schemas add`() throws {
        let base =
            #"{"id":"A","name":"Zojja.1234","age":10,"world":1001,"guilds":[],"created":"2012-08-28T00:00:00Z","#
            + #""access":["GuildWars2"],"commander":false"#
        let old = try JSONDecoder().decode(GuildWars2.Account.self, from: Data((base + "}").utf8))
        let new = try JSONDecoder().decode(
            GuildWars2.Account.self,
            from: Data((base + #","last_modified":"2024-07-30T12:00:00Z","wvw":{"team_id":11004,"rank":120}}"#).utf8))
        #expect(old.lastModified == nil && old.wvw == nil)
        #expect(new.lastModified != nil && new.wvw?.teamID == 11004)
    }

    @Test(arguments: versions)
    func `an account and mount skins decode in every schema, in the shape that schema sends`(
        version: GuildWars2.SchemaVersion?
    ) async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let gw2 = try GuildWars2(route: server.baseURL, accessToken: "good-key", schemaVersion: version)
        let reaches = { (named: GuildWars2.SchemaVersion) in version.map { $0.rawValue >= named.rawValue } ?? false }
        let account = try await gw2.get(endpoint: .account).decode(type: GuildWars2.Account.self)
        #expect(account.name == "Durmand.4817")
        if version != nil {
            #expect((account.wvw?.teamID != nil) == reaches(.wvwTeams))
            #expect((account.wvwRank != nil) == !reaches(.wvwTeams))
            #expect(account.lastModified != nil)
        }
        let skins = try await gw2.fetch(ids: [1], as: GuildWars2.MountSkin.self).values
        #expect(skins.map(\.id) == [1] && skins.first?.name == "Raptor")
        #expect((skins.first?.mount == nil) == reaches(.mountSkinsWithoutMount))
    }

    @Test func `the schemas are named in order, the newest known among them`() {
        let named: [GuildWars2.SchemaVersion] = [
            .accountLastModified, .recipeIngredientKinds, .achievementCategoryAccess, .wvwTeams,
            .mountSkinsWithoutMount,
        ]
        #expect(named.map(\.rawValue) == named.map(\.rawValue).sorted())
        #expect(GuildWars2.SchemaVersion.newestKnown == named.last)
        #expect(named.allSatisfy { $0.rawValue < GuildWars2.SchemaVersion.latest.rawValue })
    }
}
