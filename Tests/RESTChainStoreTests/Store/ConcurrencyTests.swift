// Many tasks writing and reading one store at once: every write lands, every read sees whole transactions.
import Foundation
import RESTChainStore
import TestSupport
import Testing

struct ConcurrencyTests {
    @Test func `concurrent writers and readers lose no row and never see half a transaction`() async throws {
        let folder = try TemporaryFolder()
        let store = try ModelStore(path: folder.path())
        try await withWatchdog {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        for batch in 0..<10 {
                            let first = writer * 1000 + batch * 10
                            try await store.save((first..<first + 10).map { Note(id: $0, title: "w\(writer)") })
                        }
                    }
                }
                for _ in 0..<4 {
                    group.addTask {
                        for _ in 0..<20 {
                            // Every transaction writes ten rows: a reader sees a multiple of ten.
                            let count = try await store.all(Note.self).count
                            #expect(count % 10 == 0)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        #expect(try await store.all(Note.self).count == 800)
        #expect(try await store.all(Note.self, where: "title", equals: "w3").count == 100)
    }

    @Test func `two stores on one file see each other's commits`() async throws {
        let folder = try TemporaryFolder()
        let first = try ModelStore(path: folder.path())
        let second = try ModelStore(path: folder.path())
        try await first.save(Note(id: 1, title: "from first"))
        try await second.save(Note(id: 2, title: "from second"))
        #expect(try await first.all(Note.self).map(\.id) == [1, 2])
        #expect(try await second.get(Note.self, id: 1)?.title == "from first")
    }
}
