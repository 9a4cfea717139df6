// Every real GW2 item, recipe, skin and achievement saved and read back with no field lost.
import Foundation
import GuildWars2API
import RESTChain
import RESTChainStore
import TestSupport
import Testing

struct GuildWars2RoundTripTests {
    @Test func `every real item reads back equal to what was saved`() async throws {
        try await roundTrip(GuildWars2.Item.self, file: "items.jsonl.gz", expected: 67_280)
    }

    @Test func `every real recipe reads back equal to what was saved`() async throws {
        try await roundTrip(GuildWars2.Recipe.self, file: "recipes.jsonl.gz", expected: 13_070)
    }

    @Test func `every real skin reads back equal to what was saved`() async throws {
        try await roundTrip(GuildWars2.Skin.self, file: "skins.jsonl.gz", expected: 9_267)
    }

    @Test func `every real achievement reads back equal to what was saved`() async throws {
        try await roundTrip(GuildWars2.Achievement.self, file: "achievements.jsonl.gz", expected: 6_332)
    }

    /// Decodes every line of `file` as `Model` (every one must decode) and round-trips them through a store file.
    private func roundTrip<Model: Codable & Identifiable & Sendable & Hashable>(
        _ type: Model.Type, file: String, expected: Int
    ) async throws where Model.ID: Comparable {
        let models = try await onOwnThread {
            try guildWars2Lines(file).map { try JSONDecoder().decode(Model.self, from: $0) }
        }
        #expect(models.count == expected)
        try await saveAndReadBack(models)
    }

    /// Saves `models` 200 to a transaction (as a bulk pull delivers them), reopens the file and reads every row
    /// back, all together and the first 500 by id.
    private func saveAndReadBack<Model: Codable & Identifiable & Sendable & Hashable>(
        _ models: [Model]
    ) async throws where Model.ID: Comparable {
        let folder = try TemporaryFolder()
        do {
            let store = try ModelStore(path: folder.path())
            for start in stride(from: 0, to: models.count, by: 200) {
                try await store.save(Array(models[start..<min(start + 200, models.count)]))
            }
        }
        let store = try ModelStore(path: folder.path())
        let stored = try await store.all(Model.self)
        #expect(stored.count == models.count)
        #expect(stored == models.sorted { $0.id < $1.id })
        for model in models.prefix(500) {
            #expect(try await store.get(Model.self, id: model.id) == model)
        }
    }
}
