// StoreWorkloads: the real Guild Wars 2 items stored 200 a transaction, read back, and read by id — RESTChainStore
// against GRDB doing the same work with the JSON in a column.
import Foundation
import GuildWars2API
import RESTChainStore

/// Both stores get the same decoded `GuildWars2.Item`s and do the same Codable work: encode on the way in, decode
/// on the way out (what a user of either does with what a bulk pull delivers).
struct StoreWorkloads: Sendable {
    let items: [GuildWars2.Item]
    let lookups: [Int]
    let folder: URL

    /// The items sorted by id, as both stores return them.
    var sorted: [GuildWars2.Item] { items.sorted { $0.id < $1.id } }

    /// Runs the comparisons over the first `limit` items of the corpus with `lookups` point reads (all items and
    /// 10 000 reads when `smoke` is false), after checking that both stores give back exactly what they were given.
    static func compare(smoke: Bool) async throws {
        let corpus = try GuildWars2Corpus.items(limit: smoke ? 2_000 : nil)
        var generator = SplitMix(state: 19)
        let lookups = (0..<(smoke ? 1_000 : 10_000)).map { _ in
            corpus[Int(generator.next() % UInt64(corpus.count))].id
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-store-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let workloads = StoreWorkloads(items: corpus, lookups: lookups, folder: folder)
        let (store, grdb) = try await workloads.filledStores()
        try await workloads.verify(store: store, grdb: grdb)
        for comparison in workloads.comparisons(store: store, grdb: grdb) {
            try await comparison.run(rounds: smoke ? 1 : 5)
        }
        try workloads.printFileSizes()
    }

    /// The two stores the reads measure, filled by a run of each writer.
    func filledStores() async throws -> (ModelStore, GRDBItems) {
        let store = try ModelStore(path: folder.appendingPathComponent("store-read.sqlite").path)
        for batch in batches { try await store.save(Array(batch)) }
        let grdb = try GRDBItems(path: folder.appendingPathComponent("grdb-read.sqlite").path)
        for batch in batches { try grdb.save(batch) }
        return (store, grdb)
    }

    /// The items in arrays of 200, as a bulk pull delivers them.
    var batches: [ArraySlice<GuildWars2.Item>] {
        stride(from: 0, to: items.count, by: GuildWars2.maximumIDsPerRequest).map {
            items[$0..<min($0 + GuildWars2.maximumIDsPerRequest, items.count)]
        }
    }

    /// Checks, outside the timed rounds, that each store reads back every item equal to the one stored.
    func verify(store: ModelStore, grdb: GRDBItems) async throws {
        let sorted = sorted
        let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        try check(try await store.all(GuildWars2.Item.self) == sorted, "RESTChainStore: all() differs from the items")
        try check(try grdb.all() == sorted, "GRDB: all() differs from the items")
        for id in lookups {
            try check(try await store.get(GuildWars2.Item.self, id: id) == byID[id], "RESTChainStore: item \(id)")
            try check(try grdb.item(id: id) == byID[id], "GRDB: item \(id)")
        }
        print("\n\(items.count) items stored and read back equal by both stores; \(lookups.count) point reads equal")
    }

    /// Prints the size of each store's file after the last timed write (closed, so its WAL is checkpointed).
    func printFileSizes() throws {
        let size = { (name: String) throws -> Double in
            let path = folder.appendingPathComponent(name).path
            let bytes = try [path, path + "-wal"].filter(FileManager.default.fileExists).reduce(0) {
                $0 + ((try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
            }
            return Double(bytes)
        }
        let (store, grdb) = (try size("store-write.sqlite"), try size("grdb-write.sqlite"))
        print("\n## File size after storing \(items.count) items\n")
        print("| store | file + WAL | ÷ GRDB |")
        print("|---|---:|---:|")
        print("| GRDB | \(String(format: "%.1f MB", grdb / 1e6)) | 1.000 |")
        print(
            "| RESTChainStore | \(String(format: "%.1f MB", store / 1e6)) | \(String(format: "%.3f", store / grdb)) |")
        print("\nRESTChainStore ÷ GRDB: **\(String(format: "%.3f", store / grdb))** (goal: ≤ 1.20)")
    }
}

/// A small deterministic generator (SplitMix64), so every run reads the same ids.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
