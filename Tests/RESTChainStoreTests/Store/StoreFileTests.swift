// Store files that cannot serve: not a database, damaged, or in a place that cannot be written.
import Foundation
import RESTChainStore
import Testing

struct StoreFileTests {
    @Test func `a file that is not a database fails at open with notADatabase`() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.txt")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try ModelStore(path: path) }
    }

    @Test func `a store whose header was overwritten fails at open with notADatabase`() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path()
        do {
            let store = try ModelStore(path: path)
            try await store.save((1...100).map { Note(id: $0, title: "n\($0)") })
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("this is no longer SQLite".utf8))
        try handle.close()
        #expect(throws: StoreError.notADatabase(path: path)) { try ModelStore(path: path) }
    }

    @Test func `a path inside a missing folder fails at open with cannotOpen`() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("missing/store.sqlite")
        do {
            _ = try ModelStore(path: path)
            Issue.record("expected cannotOpen")
        } catch .cannotOpen(let failedPath, let reason) {
            #expect(failedPath == path)
            #expect(!reason.isEmpty)
        } catch {
            Issue.record("unexpected: \(error)")
        }
    }

    @Test func `a path under a regular file fails at open with a one-line message naming the path`() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("plain")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let path = file + "/store.sqlite"
        do {
            _ = try ModelStore(path: path)
            Issue.record("expected cannotOpen")
        } catch {
            #expect("\(error)".hasPrefix("cannot open store at \(path): "))
            #expect(!"\(error)".contains("\n"))
        }
    }
}
