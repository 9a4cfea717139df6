// Chat links: every recorded item and recipe link reads as its object and writes back unchanged; known links.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct ChatLinkTests {
    @Test(arguments: ["items", "recipes"])
    func `every recorded chat link reads as its object and writes back the same text`(file: String) async throws {
        let (count, wrong) = try await onOwnThread { try Self.wrongLinks(in: file) }
        #expect(count > 0)
        #expect(wrong.count == 0, "\(wrong.prefix(5))")
    }

    /// How many objects of `file` carry a chat link, and each one whose link does not read as that object or does
    /// not write back the same text.
    private static func wrongLinks(in file: String) throws -> (Int, [String]) {
        var count = 0
        var wrong: [String] = []
        for line in try Corpus.lines(of: file) {
            guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any],
                let id = object["id"] as? Int, let text = object["chat_link"] as? String
            else {
                wrong.append("\(file): an object without an id or a chat link")
                continue
            }
            count += 1
            let link = try GuildWars2.ChatLink(text)
            let expected: GuildWars2.ChatLink =
                switch file {
                case "items": .item(GuildWars2.ItemLink(id: id))
                default: .recipe(id)
                }
            if link != expected || link.text != text { wrong.append("\(file) \(id): \(text) -> \(link)") }
        }
        return (count, wrong)
    }

    @Test func `an item link carries its count, skin and two upgrades`() throws {
        let text = "[&AgGqtgDgfQ4AAP9fAAAnYAAA]"
        let link = try GuildWars2.ChatLink(text)
        #expect(link == .item(GuildWars2.ItemLink(id: 46762, count: 1, skinID: 3709, upgradeIDs: [24575, 24615])))
        #expect(link.text == text)
        let stack = GuildWars2.ChatLink.item(GuildWars2.ItemLink(id: 19684, count: 250, upgradeIDs: [24615]))
        #expect(try GuildWars2.ChatLink(stack.text) == stack)
    }

    @Test func `coin, skill, trait, outfit, achievement, map point and WvW objective links round-trip`() throws {
        #expect(try GuildWars2.ChatLink("[&AdsnAAA=]") == .coin(copper: 10203))
        #expect(GuildWars2.ChatLink.skill(5491).text == "[&BnMVAAA=]")
        #expect(try GuildWars2.ChatLink("[&DCwAAAAmAAAA]") == .wvwObjective(objectiveID: 44, mapID: 38))
        let links: [GuildWars2.ChatLink] = [
            .trait(1010), .outfit(4), .achievement(1840), .mapPoint(1058), .npcText(25), .skin(10),
        ]
        for link in links { #expect(try GuildWars2.ChatLink(link.text) == link) }
    }

    @Test func `a build template keeps its lines, skills, profession bytes, weapons and overrides`() throws {
        let lines = [
            GuildWars2.BuildTemplate.Line(specializationID: 42, traitChoices: [1, 2, 3]),
            GuildWars2.BuildTemplate.Line(specializationID: 16, traitChoices: [3, 3, 1]),
            GuildWars2.BuildTemplate.Line(specializationID: 62, traitChoices: [2, 0, 2]),
        ]
        let classic = GuildWars2.BuildTemplate(
            professionCode: 1, lines: lines,
            skillPaletteIDs: [4857, 4857, 254, 254, 4746, 4746, 4789, 4789, 4614, 4614])
        let link = GuildWars2.ChatLink.buildTemplate(classic)
        let bytes = try #require(Data(base64Encoded: String(link.text.dropFirst(2).dropLast())))
        #expect(bytes.count == 44)
        #expect(bytes[3] == 1 | 2 << 2 | 3 << 4)
        #expect(try GuildWars2.ChatLink(link.text) == link)
        var modern = classic
        modern.weaponIDs = [5, 102]
        modern.skillOverrideIDs = [76_542]
        modern.professionSpecific[0] = 59
        #expect(try GuildWars2.ChatLink(GuildWars2.ChatLink.buildTemplate(modern).text) == .buildTemplate(modern))
    }

    @Test(arguments: ["[&!!notbase64]", "[&Ag==]", "[&/wAAAAA=]", ""])
    func `a malformed link is a typed error naming it`(text: String) {
        #expect {
            _ = try GuildWars2.ChatLink(text)
        } throws: { error in
            guard case .invalidRequest(let reason) = error as? RESTError else { return false }
            return reason.contains("chat link")
        }
    }
}
