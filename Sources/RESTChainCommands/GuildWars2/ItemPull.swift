// ItemPull: `restchain gw2 items --all` — every item in the game, in bulk, under the rate limit, with progress.
import Foundation
import GuildWars2API
import RESTChain
import RESTChainStore

/// `restchain gw2 items --all`: fetches every item id, then the items in batches of 1 000 (five requests of 200 at
/// once), under the client's rate limiter. Each batch is printed as JSON lines, or saved with `--store FILE` — then a
/// second run fetches only the items the store does not hold yet.
enum ItemPull {
    /// How many ids one batch (one progress step, one store transaction) asks for.
    static let batchSize = 1000

    /// The command.
    static let command = Command(
        path: ["gw2", "items"],
        summary: "Pull every item in the game (67 000+) as JSON lines or into a store, within the rate limit.",
        synopsis: "--all [--store FILE] [--rate N] [--lang CODE]",
        options: GameClient.options + [
            .flag("--all", "Every item (required: the catalogue is large)."),
            .value(
                "--store", "FILE", "Save the items in this SQLite store; a second run fetches only what is missing."),
        ],
        details: """
            Built on:
              let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
              let batch = try await gw2.fetch(ids: Array(ids[0..<1000]), as: GuildWars2.Item.self)   // 5 requests of 200
              try await store.save(batch.values)                          // let store = try ModelStore(path: FILE)
            Progress goes to stderr; Ctrl-C stops within a second (exit status 130) keeping what was stored.
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        guard invocation.arguments.has("--all") else {
            throw invocation.usageError("gw2 items pulls the whole catalogue: add --all (or use gw2 item ID…)")
        }
        let gw2 = try GameClient.make(invocation)
        let store = try invocation.arguments.value("--store").map { path throws(StoreError) in
            try ModelStore(path: path)
        }
        let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        let stored = Set(try await store?.all(GuildWars2.Item.self).map(\.id) ?? [])
        let wanted = ids.filter { !stored.contains($0) }
        let progress = ProgressReporter(unit: "items", console: invocation.console)
        defer { progress.finish() }
        var done = ids.count - wanted.count
        progress.update(done: done, total: ids.count)
        var missing: [Int] = []
        for start in stride(from: 0, to: wanted.count, by: batchSize) {
            try Task.checkCancellation()
            let batch = try await gw2.fetch(
                ids: Array(wanted[start..<min(start + batchSize, wanted.count)]), as: GuildWars2.Item.self)
            if let store {
                try await store.save(batch.values)
            } else {
                invocation.console.write(batch.values.map { Presenter.json($0) + "\n" }.joined())
            }
            missing += batch.missingIDs
            done += batch.values.count + batch.missingIDs.count
            progress.update(done: done, total: ids.count)
        }
        progress.finish()
        if !missing.isEmpty { invocation.console.writeError("restchain: \(missing.count) ids were not found\n") }
        if let path = invocation.arguments.value("--store") {
            invocation.console.write(
                "\(stored.count + wanted.count - missing.count) items in \(path): \(stored.count) were already"
                    + " stored, \(wanted.count - missing.count) fetched now\n")
        }
    }
}
