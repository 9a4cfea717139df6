// StoreWorkloads+Comparisons: the three timed workloads — write all, read all, point reads — GRDB the baseline.
import Foundation
import GuildWars2API
import RESTChainStore

extension StoreWorkloads {
    /// Writing every item 200 a transaction into a new file, reading them all back, and `lookups` reads by id.
    func comparisons(store: ModelStore, grdb: GRDBItems) -> [Comparison] {
        let batches = batches
        let ids = sorted.map(\.id)
        let lookups = lookups
        let storePath = folder.appendingPathComponent("store-write.sqlite").path
        let grdbPath = folder.appendingPathComponent("grdb-write.sqlite").path
        let goal = [("RESTChainStore", "GRDB", goal: "≤ 1.30")]
        return [
            Comparison(
                title: "Storing \(ids.count) Guild Wars 2 items, one transaction per 200, into a new file",
                variants: [
                    Variant(name: "GRDB") {
                        try Self.removeDatabase(grdbPath)
                        let grdb = try GRDBItems(path: grdbPath)
                        for batch in batches { try grdb.save(batch) }
                    },
                    Variant(name: "RESTChainStore") {
                        try Self.removeDatabase(storePath)
                        let store = try ModelStore(path: storePath)
                        for batch in batches { try await store.save(Array(batch)) }
                    },
                ],
                extraRatios: goal),
            Comparison(
                title: "Reading the \(ids.count) items back, in id order",
                variants: [
                    Variant(name: "GRDB") {
                        try check(try grdb.all().map(\.id) == ids, "GRDB: all() lost or reordered items")
                    },
                    Variant(name: "RESTChainStore") {
                        let items = try await store.all(GuildWars2.Item.self)
                        try check(items.map(\.id) == ids, "RESTChainStore: all() lost or reordered items")
                    },
                ],
                extraRatios: goal),
            Comparison(
                title: "\(lookups.count) point reads by id",
                variants: [
                    Variant(name: "GRDB") {
                        for id in lookups { try check(try grdb.item(id: id)?.id == id, "GRDB: item \(id)") }
                    },
                    Variant(name: "RESTChainStore") {
                        for id in lookups {
                            let item = try await store.get(GuildWars2.Item.self, id: id)
                            try check(item?.id == id, "RESTChainStore: item \(id)")
                        }
                    },
                    Variant(name: "GRDB, unsafeRead (no transaction)") {
                        for id in lookups {
                            try check(try grdb.item(id: id, isolated: false)?.id == id, "GRDB unsafeRead: item \(id)")
                        }
                    },
                ],
                extraRatios: goal + [("RESTChainStore", "GRDB, unsafeRead (no transaction)", goal: "")]),
        ]
    }

    /// Deletes the database at `path` and its WAL and shared-memory files, when they exist.
    static func removeDatabase(_ path: String) throws {
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            try FileManager.default.removeItem(atPath: file)
        }
    }
}
