// Observation: the current rows first, then the rows after each committed change to them.
import Foundation
import RESTChainStore
import TestSupport
import Testing

struct ObservationTests {
    @Test func `observe yields the current rows, then the rows after each change`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "first"))
        try await withWatchdog {
            var iterator = store.observe(Note.self).makeAsyncIterator()
            #expect(try await iterator.next()?.map(\.title) == ["first"])
            try await store.save(Note(id: 2, title: "second"))
            #expect(try await iterator.next()?.map(\.title) == ["first", "second"])
            try await store.save(Note(id: 1, title: "FIRST"))
            #expect(try await iterator.next()?.map(\.title) == ["FIRST", "second"])
        }
    }

    @Test func `a change to another model type does not wake the observer`() async throws {
        let store = try ModelStore.inMemory()
        try await withWatchdog {
            var iterator = store.observe(Note.self).makeAsyncIterator()
            #expect(try await iterator.next() == [])
            try await store.save(Label(id: "x", color: "red"))
            try await store.save(Note(id: 1, title: "n"))
            // The label's commit signalled nobody: the next element is the note's.
            #expect(try await iterator.next()?.map(\.id) == [1])
        }
    }

    @Test func `a lagging observer sees the latest rows, never an older state after a newer one`() async throws {
        let folder = try TemporaryFolder()
        let store = try ModelStore(path: folder.path())
        let stream = store.observe(Label.self)
        let seen = Task {
            var counts: [Int] = []
            for try await labels in stream {
                counts.append(labels.count)
                if labels.count == 30 { break }
            }
            return counts
        }
        for index in 0..<30 { try await store.save(Label(id: "\(index)", color: "c")) }
        let counts = try await withWatchdog { try await seen.value }
        #expect(counts.last == 30)
        #expect(counts == counts.sorted())
    }
}
