// A writer process killed mid-write loses nothing it committed and leaves no half transaction.
import Foundation
import RESTChainStore
import StoreWriter
import TestSupport
import Testing

struct KilledWriterTests {
    @Test func `killing the writing process mid-write loses no committed batch and leaves no half batch`() async throws
    {
        let folder = try TemporaryFolder()
        let path = folder.path()
        let writer = Process()
        writer.executableURL = try BuiltExecutable.named("StoreWriter")
        writer.arguments = [path]
        let output = Pipe()
        writer.standardOutput = output
        try writer.run()
        defer { if writer.isRunning { writer.terminate() } }

        // Wait (in this process, on a reader of the same file) until the child has committed 30 batches.
        try await withWatchdog {
            while !FileManager.default.fileExists(atPath: path) { try await Task.sleep(for: .milliseconds(20)) }
            let watcher = try ModelStore(path: path)
            while try await watcher.all(Entry.self).count < 3_000 {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal)

        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
        let lastCommitted = try #require(lines.last.flatMap { Int($0.dropFirst("committed ".count)) })
        #expect(lastCommitted >= 29)

        let reopened = try ModelStore(path: path)
        let entries = try await reopened.all(Entry.self)
        let batches = Dictionary(grouping: entries, by: \.batch)
        // Every batch the child reported committed is there, whole.
        for batch in 0...lastCommitted {
            #expect(batches[batch]?.count == 100, "batch \(batch)")
        }
        // At most one batch past the last report (committed but not yet printed), and no batch in part.
        #expect(batches.keys.max().map { $0 <= lastCommitted + 1 } == true)
        #expect(batches.values.allSatisfy { $0.count == 100 })
        // The store still takes writes.
        try await reopened.save(Entry(id: -1, batch: -1, payload: ""))
        #expect(try await reopened.get(Entry.self, id: -1) != nil)
    }
}
