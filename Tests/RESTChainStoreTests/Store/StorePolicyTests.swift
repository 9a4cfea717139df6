// StorePolicy: replace, keep the stored row, pick per field, and the condition deciding whether to store.
import Foundation
import RESTChainStore
import Testing

struct StorePolicyTests {
    @Test func `replace, the default, takes every field of the incoming model`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "old", rating: 1, pinned: true))
        try await store.save(Note(id: 1, title: "new", rating: nil))
        #expect(try await store.get(Note.self, id: 1) == Note(id: 1, title: "new", rating: nil, pinned: false))
    }

    @Test func `keepStored leaves a stored row as it is and inserts new ids`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "mine"))
        try await store.save([Note(id: 1, title: "theirs"), Note(id: 2, title: "new")], policy: .keepStored)
        #expect(try await store.all(Note.self).map(\.title) == ["mine", "new"])
    }

    @Test func `keepStored still moves the row's fetched-at time`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "mine"))
        let first = try #require(try await store.fetchedAt(Note.self, id: 1))
        try await Task.sleep(for: .milliseconds(20))
        try await store.save(Note(id: 1, title: "theirs"), policy: .keepStored)
        let second = try #require(try await store.fetchedAt(Note.self, id: 1))
        #expect(second > first)
        #expect(try await store.get(Note.self, id: 1)?.title == "mine")
    }

    @Test func `the cherry picker chooses per field between incoming and stored`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "old title", rating: 5, pinned: true))
        let keepPinAndRating = StorePolicy<Note>.merge { incoming, stored in
            var merged = incoming
            merged.pinned = stored.pinned
            merged.rating = stored.rating ?? incoming.rating
            return merged
        }
        try await store.save(
            [Note(id: 1, title: "new title", rating: 2), Note(id: 2, title: "fresh", rating: 3)],
            policy: keepPinAndRating)
        #expect(try await store.get(Note.self, id: 1) == Note(id: 1, title: "new title", rating: 5, pinned: true))
        #expect(try await store.get(Note.self, id: 2) == Note(id: 2, title: "fresh", rating: 3))
    }

    @Test func `a condition stores only the models it accepts, seeing the stored one`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "v1", rating: 2))
        let onlyHigherRatings = StorePolicy<Note>.replace.storing(if: { incoming, stored in
            (incoming.rating ?? 0) > (stored?.rating ?? 0)
        })
        try await store.save(
            [Note(id: 1, title: "v0", rating: 1), Note(id: 2, title: "new", rating: 1), Note(id: 3, title: "no")],
            policy: onlyHigherRatings)
        #expect(try await store.all(Note.self).map(\.title) == ["v1", "new"])
    }

    @Test func `a condition combines with keepStored`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "stored"))
        let policy = StorePolicy<Note>.keepStored.storing(if: { incoming, _ in !incoming.title.isEmpty })
        try await store.save(
            [Note(id: 1, title: "incoming"), Note(id: 2, title: ""), Note(id: 3, title: "c")], policy: policy)
        #expect(try await store.all(Note.self).map(\.title) == ["stored", "c"])
    }
}
