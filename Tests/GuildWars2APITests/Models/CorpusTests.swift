// Every recorded item, recipe, skin and achievement of the live API decodes, and re-encoding keeps every key.
import Foundation
import GuildWars2API
import RESTChain
import TestSupport
import Testing

struct CorpusTests {
    @Test func `every recorded item decodes and re-encodes with every key`() async throws {
        try await check(GuildWars2.Item.self, file: "items", expecting: 67_280)
    }

    @Test func `every recorded recipe decodes and re-encodes with every key`() async throws {
        try await check(GuildWars2.Recipe.self, file: "recipes", expecting: 13_070)
    }

    @Test func `every recorded skin decodes and re-encodes with every key`() async throws {
        try await check(GuildWars2.Skin.self, file: "skins", expecting: 9_267)
    }

    @Test func `every recorded achievement decodes and re-encodes with every key`() async throws {
        try await check(GuildWars2.Achievement.self, file: "achievements", expecting: 6_332)
    }

    @Test func `every recorded skin's slot, weapon, tool and dye material is one of the named values`() async throws {
        let skins = try await onOwnThread {
            try Corpus.lines(of: "skins").map { try JSONDecoder().decode(GuildWars2.Skin.self, from: $0) }
        }
        let weapons: Set<GuildWars2.WeaponType> = [
            .axe, .dagger, .mace, .pistol, .scepter, .sword, .focus, .shield, .torch, .warhorn, .greatsword, .hammer,
            .longBow, .shortBow, .rifle, .staff, .spear, .speargun, .trident, .largeBundle, .smallBundle, .toy,
            .toyTwoHanded,
        ]
        let slots: Set<GuildWars2.ArmorSlot> = [.boots, .coat, .gloves, .helm, .helmAquatic, .leggings, .shoulders]
        let tools: Set<GuildWars2.Item.GatheringDetails.Kind> = [.foraging, .logging, .mining, .fishing, .bait, .lure]
        let materials: Set<GuildWars2.Skin.DyeSlot.Material> = [.cloth, .leather, .metal]
        #expect(Set(skins.compactMap(\.weaponType)) == weapons)
        #expect(Set(skins.compactMap(\.armorSlot)) == slots)
        #expect(Set(skins.compactMap(\.gatheringTool)) == tools)
        let dyeSlots = skins.compactMap(\.details?.dyeSlots).flatMap { $0.defaultSlots + $0.overrides.values.joined() }
        #expect(Set(dyeSlots.compactMap { $0?.material }) == materials)
        #expect(skins.filter { $0.type == .back }.allSatisfy { $0.weaponType == nil && $0.armorSlot == nil })
    }

    @Test(arguments: [5284, 5537, 5565, 5585, 5659, 5666])
    func `an achievement with empty bits decodes them as bits without a type`(id: Int) throws {
        let achievement = try JSONDecoder().decode(
            GuildWars2.Achievement.self, from: try Corpus.object(id: id, in: "achievements"))
        let bits = try #require(achievement.bits)
        #expect(bits.contains { $0.type == nil && $0.id == nil && $0.text == nil })
    }

    @Test func `the check reports an object that fails and a key the model drops, naming the object`() {
        struct Narrow: Codable { let id: Int }
        let lines = [Data(#"{"id":1,"name":"a","tags":[{"x":1}]}"#.utf8), Data(#"{"id":"two"}"#.utf8)]
        let problems = Corpus.problems(decoding: lines, as: Narrow.self, in: "test")
        #expect(problems.count == 2)
        #expect(problems.first == "test 1: lost name, tags")
        #expect(problems.last?.hasPrefix("test two:") == true)
    }

    /// Decodes every object of `file` (in batches of 500, one by one only in a batch that fails), re-encodes
    /// them, and records each object that fails to decode or loses a key. The work runs on a thread of its own.
    private func check<Model: Codable & Sendable>(_ type: Model.Type, file: String, expecting count: Int) async throws {
        let (total, failures) = try await onOwnThread {
            let lines = try Corpus.lines(of: file)
            var failures: [String] = []
            for start in stride(from: 0, to: lines.count, by: 500) {
                let batch = Array(lines[start..<min(start + 500, lines.count)])
                failures += Corpus.problems(decoding: batch, as: Model.self, in: file)
            }
            return (lines.count, failures)
        }
        #expect(total == count)
        #expect(failures.count == 0, "\(failures.prefix(10).joined(separator: "\n"))")
    }
}
