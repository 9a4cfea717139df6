// ItemPull: `restchain gw2 items --all` — every item in the game, in bulk, under the rate limit, with progress.
import Foundation
import GuildWars2API
import RESTChain

/// `restchain gw2 items --all`: fetches every item id, then the items in bulk requests of 200, four at a time,
/// under the client's rate limiter, printing each batch as JSON lines as it arrives.
enum ItemPull {
    /// How many ids one batch (one progress step) asks for.
    static let batchSize = 1000

    /// The command.
    static let command = Command(
        path: ["gw2", "items"],
        summary: "Pull every item in the game (67 000+) as JSON lines, within the rate limit.",
        synopsis: "--all [--lang CODE]",
        options: GameClient.options + [.flag("--all", "Every item (required: the catalogue is large).")],
        details: """
            Built on:
              let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
              let batch = try await gw2.items(ids: Array(ids[0..<1000]))   // 5 requests of 200, 4 at a time
            Progress goes to stderr; Ctrl-C stops within a second (exit status 130) keeping what was printed.
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        guard invocation.arguments.has("--all") else {
            throw invocation.usageError("gw2 items pulls the whole catalogue: add --all (or use gw2 item ID…)")
        }
        let gw2 = try GameClient.make(invocation)
        let ids = try await gw2.get(endpoint: .items).decode(type: [Int].self)
        let progress = ProgressReporter(unit: "items", console: invocation.console)
        defer { progress.finish() }
        progress.update(done: 0, total: ids.count)
        var done = 0
        var missing: [Int] = []
        for start in stride(from: 0, to: ids.count, by: batchSize) {
            try Task.checkCancellation()
            let batch = try await gw2.items(ids: Array(ids[start..<min(start + batchSize, ids.count)]))
            invocation.console.write(batch.values.map { Presenter.json($0) + "\n" }.joined())
            missing += batch.missingIDs
            done += batch.values.count + batch.missingIDs.count
            progress.update(done: done, total: ids.count)
        }
        if !missing.isEmpty { invocation.console.writeError("restchain: \(missing.count) ids were not found\n") }
    }
}
