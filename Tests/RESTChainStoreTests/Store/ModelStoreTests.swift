// ModelStore: saving and reading models — rows per id, absent ids, queries, reopening a file.
import Foundation
import RESTChainStore
import Testing

struct ModelStoreTests {
    @Test func `a saved model reads back equal, by id and in all`() async throws {
        let store = try ModelStore.inMemory()
        let note = Note(id: 7, title: "Hello", rating: 4.5, pinned: true, tags: ["a", "b"])
        try await store.save(note)
        #expect(try await store.get(Note.self, id: 7) == note)
        #expect(try await store.all(Note.self) == [note])
    }

    @Test func `an absent id reads as nil and an unused type as empty`() async throws {
        let store = try ModelStore.inMemory()
        #expect(try await store.get(Note.self, id: 1) == nil)
        #expect(try await store.all(Note.self).isEmpty)
        try await store.save(Note(id: 1, title: "one"))
        #expect(try await store.get(Note.self, id: 2) == nil)
    }

    @Test func `saving the same ids again keeps one row each, holding the latest`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save([Note(id: 1, title: "a"), Note(id: 2, title: "b")])
        try await store.save([Note(id: 2, title: "B"), Note(id: 1, title: "A"), Note(id: 3, title: "C")])
        #expect(try await store.all(Note.self).map(\.title) == ["A", "B", "C"])
    }

    @Test func `string ids and integer ids live in tables of their own`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save([Label(id: "red", color: "#f00"), Label(id: "blue", color: "#00f")])
        try await store.save(Note(id: 1, title: "red"))
        #expect(try await store.get(Label.self, id: "red") == Label(id: "red", color: "#f00"))
        #expect(try await store.all(Label.self).map(\.id) == ["blue", "red"])
        #expect(try await store.all(Note.self).count == 1)
    }

    @Test func `a query on a field matches strings, numbers and booleans`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save([
            Note(id: 1, title: "x", rating: 3, pinned: true), Note(id: 2, title: "y", rating: 4.5),
            Note(id: 3, title: "x", rating: 3),
        ])
        #expect(try await store.all(Note.self, where: "title", equals: "x").map(\.id) == [1, 3])
        #expect(try await store.all(Note.self, where: "rating", equals: 3).map(\.id) == [1, 3])
        #expect(try await store.all(Note.self, where: "rating", equals: 4.5).map(\.id) == [2])
        #expect(try await store.all(Note.self, where: "pinned", equals: true).map(\.id) == [1])
        #expect(try await store.all(Note.self, where: "title", equals: "none").isEmpty)
    }

    @Test func `a declared field is indexed with its table, any other field on its first query`() async throws {
        let folder = try TemporaryFolder()
        let store = try ModelStore(path: folder.path())
        try await store.save([IndexedNote(id: 1, kind: "a"), IndexedNote(id: 2, kind: "b")])
        #expect(try await store.all(IndexedNote.self, where: "kind", equals: "b").map(\.id) == [2])
        #expect(try await store.indexedFields(of: IndexedNote.self) == ["kind"])
        #expect(try await store.indexedFields(of: Note.self) == [])
        try await store.save(Note(id: 1, title: "x"))
        #expect(try await store.indexedFields(of: Note.self) == [])
        #expect(try await store.all(Note.self, where: "title", equals: "x").map(\.id) == [1])
        #expect(try await store.indexedFields(of: Note.self) == ["title"])
    }

    @Test func `a file store keeps its rows across reopening`() async throws {
        let folder = try TemporaryFolder()
        do {
            let store = try ModelStore(path: folder.path())
            try await store.save((1...50).map { Note(id: $0, title: "note \($0)") })
        }
        let reopened = try ModelStore(path: folder.path())
        #expect(try await reopened.all(Note.self).count == 50)
        #expect(try await reopened.get(Note.self, id: 42)?.title == "note 42")
    }

    @Test func `every row records when it was fetched`() async throws {
        let store = try ModelStore.inMemory()
        let before = Date()
        try await store.save(Note(id: 1, title: "a"))
        let fetched = try #require(try await store.fetchedAt(Note.self, id: 1))
        #expect(fetched >= before.addingTimeInterval(-1) && fetched <= Date().addingTimeInterval(1))
        #expect(try await store.fetchedAt(Note.self, id: 2) == nil)
    }
}
