// The keyed routes' models keep every key of their fixtures when encoded again.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct KeyedReencodingTests {
    /// A fixture file under `Fixtures/gw2/v2` and the type its body decodes as.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let reencode: @Sendable (Data) throws -> Data
        var testDescription: String { file }

        init<Value: Codable & Sendable>(_ file: String, as type: Value.Type) {
            self.file = file
            reencode = { data in try JSONEncoder().encode(try JSONDecoder().decode(Value.self, from: data)) }
        }
    }

    static let cases: [Case] = [
        Case("account/buildstorage@ids=all.json", as: [GuildWars2.SavedBuild].self),
        Case("account/finishers.json", as: [GuildWars2.FinisherUnlock].self),
        Case("account/home/cats.json", as: [GuildWars2.HomeCatUnlock].self),
        Case("account/inventory.json", as: [GuildWars2.ItemSlot?].self),
        Case("account/legendaryarmory.json", as: [GuildWars2.LegendaryArmoryEntry].self),
        Case("account/luck.json", as: [GuildWars2.ProgressionValue].self),
        Case("account/masteries.json", as: [GuildWars2.MasteryProgress].self),
        Case("account/mastery/points.json", as: GuildWars2.MasteryPoints.self),
        Case("account/progression.json", as: [GuildWars2.ProgressionValue].self),
        Case("account/wizardsvault/daily.json", as: GuildWars2.WizardsVaultProgress.self),
        Case("account/wizardsvault/special.json", as: GuildWars2.WizardsVaultProgress.self),
        Case("account/wizardsvault/listings.json", as: [GuildWars2.AccountWizardsVaultListing].self),
        Case("characters@ids=all.json", as: [GuildWars2.Character].self),
        Case("characters/Taimi Sparkwright/core.json", as: GuildWars2.CharacterCore.self),
        Case("characters/Taimi Sparkwright/buildtabs@tabs=all.json", as: [GuildWars2.BuildTab].self),
        Case("characters/Taimi Sparkwright/equipmenttabs@tabs=all.json", as: [GuildWars2.EquipmentTab].self),
        Case("characters/Taimi Sparkwright/sab.json", as: GuildWars2.SuperAdventureBoxProgress.self),
        Case("characters/Taimi Sparkwright/inventory.json", as: [String: [GuildWars2.Bag?]].self),
        Case(
            "characters/Taimi Sparkwright/skills.json",
            as: [String: GuildWars2.GameModes<GuildWars2.SavedBuild.Skills>].self),
        Case("characters/Taimi Sparkwright/training.json", as: [String: [GuildWars2.TrainingTrack]].self),
        Case("characters/Taimi Sparkwright/crafting.json", as: [String: [GuildWars2.CraftingDiscipline]].self),
        Case("commerce/delivery.json", as: GuildWars2.TradingPostDelivery.self),
        Case("commerce/exchange/coins@quantity=100000.json", as: GuildWars2.ExchangeRate.self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/log.json", as: [GuildWars2.GuildLogEntry].self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/members.json", as: [GuildWars2.GuildMember].self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/ranks.json", as: [GuildWars2.GuildRank].self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/stash.json", as: [GuildWars2.GuildStashSection].self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/treasury.json", as: [GuildWars2.GuildTreasuryItem].self),
        Case("guild/116E0C0E-0035-44A9-BB22-4AE3E23127E5/teams.json", as: [GuildWars2.GuildTeam].self),
        Case("tokeninfo@access_token=subtoken-example&lang=en.json", as: GuildWars2.TokenInfo.self),
    ]

    @Test(arguments: cases)
    func `a fixture decodes and encodes back to the same JSON`(_ testCase: Case) throws {
        let data = try Data(contentsOf: gw2Fixtures.appendingPathComponent("v2/\(testCase.file)"))
        let original = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(try JSONDecoder().decode(JSONValue.self, from: try testCase.reencode(data)) == original)
    }

    @Test func `a home cat of the older schema keeps its hint`() throws {
        let old = Data(#"[{"id": 2, "hint": "grilled_chicken"}, 24]"#.utf8)
        let cats = try JSONDecoder().decode([GuildWars2.HomeCatUnlock].self, from: old)
        #expect(cats.map(\.id) == [2, 24] && cats[0].hint == "grilled_chicken" && cats[1].hint == nil)
        let again = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(cats))
        #expect(again == (try JSONDecoder().decode(JSONValue.self, from: old)))
    }
}
