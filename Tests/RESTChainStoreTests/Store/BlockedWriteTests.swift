// Writes waiting on a lock another process holds: they wait on the store's queues, and the process's tasks go on.
import Foundation
import RESTChainStore
import TestSupport
import Testing

struct BlockedWriteTests {
    /// A python3 process holding the file's write lock (`BEGIN IMMEDIATE`) until its stdin closes.
    struct LockHolder {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(path: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-c",
                """
                import sqlite3, sys
                connection = sqlite3.connect(sys.argv[1], isolation_level=None)
                connection.execute("BEGIN IMMEDIATE")
                print("locked", flush=True)
                sys.stdin.read()
                """,
                path,
            ]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        /// Waits, on a thread of its own, until the lock is held.
        func waitUntilLocked() async throws -> String {
            let handle = output.fileHandleForReading
            return try await onOwnThread { String(decoding: handle.availableData, as: UTF8.self) }
        }

        /// Lets the lock go and waits for the process to end.
        func release() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func `writes waiting for another process's lock leave the cooperative pool to other tasks`() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path()
        try await ModelStore(path: path).save(Note(id: 0, title: "table"))
        let holder = try LockHolder(path: path)
        let watchdog = Watchdog(name: "blocked writes")
        watchdog.arm(seconds: 60, "writes behind a held lock")
        defer { watchdog.stop() }
        #expect(try await holder.waitUntilLocked().hasPrefix("locked"))

        // More blocked writers than the pool has threads: on the pool they would hold every one of them until
        // SQLite's 10 s busy timeout failed them, and nothing else, this test's next step included, could run.
        let stores = try (0..<ProcessInfo.processInfo.activeProcessorCount + 2).map { _ in try ModelStore(path: path) }
        let writes = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, store) in stores.enumerated() {
                    group.addTask { try await store.save(Note(id: index + 1, title: "waited")) }
                }
                try await group.waitForAll()
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        let ranBeside = await Task.detached { true }.value
        holder.release()

        // The lock goes only after the plain task ran; had the writes starved the pool, they would have timed out.
        try await writes.value
        #expect(ranBeside)
        #expect(try await stores[0].all(Note.self).count == stores.count + 1)
    }
}
