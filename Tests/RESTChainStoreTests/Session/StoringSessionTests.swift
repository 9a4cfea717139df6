// StoringSession: decoded responses saved — lists and single models, key paths, transformers, nested rows, lists.
import Foundation
import RESTChain
import RESTChainStore
import Testing

struct StoringSessionTests {
    @Test func `a decoded list is saved and returned`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(json: #"[{"id": 2, "title": "b"}, {"id": 1, "title": "a", "rating": 3}]"#)
        let notes = try await api.get("notes").store(in: store).decode(type: [Note].self)
        #expect(notes.map(\.id) == [2, 1])
        #expect(try await store.all(Note.self) == [Note(id: 1, title: "a", rating: 3), Note(id: 2, title: "b")])
    }

    @Test func `a single decoded model is saved and returned`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(json: #"{"id": 9, "title": "one"}"#)
        let note = try await api.get("notes/9").store(in: store).decode(type: Note.self)
        #expect(note == Note(id: 9, title: "one"))
        #expect(try await store.get(Note.self, id: 9) == note)
    }

    @Test func `a response that does not decode saves nothing and throws the decoding error`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(json: #"[{"id": 1, "title": "a"}, {"id": "x"}]"#)
        await #expect(throws: RESTError.self) { try await api.get("notes").store(in: store).decode(type: [Note].self) }
        #expect(try await store.all(Note.self).isEmpty)
    }

    @Test func `an HTTP error saves nothing and keeps what was stored`() async throws {
        let store = try ModelStore.inMemory()
        try await store.save(Note(id: 1, title: "kept"))
        let api = try stubClient(status: 500, json: #"[]"#)
        let list = api.get("notes").store(in: store).remembering(as: "notes")
        await #expect(throws: RESTError.self) { try await list.decode(type: [Note].self) }
        #expect(try await store.all(Note.self).map(\.title) == ["kept"])
        #expect(try await store.list(Note.self, named: "notes") == nil)
    }

    @Test func `a root key path reaches a wrapped list`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(json: #"{"albums": {"items": [{"id": 1, "title": "x"}], "total": 1}}"#)
        let notes = try await api.get("albums").store(in: store).decode(type: [Note].self, at: "albums.items")
        #expect(notes == [Note(id: 1, title: "x")])
        #expect(try await store.get(Note.self, id: 1) == Note(id: 1, title: "x"))
    }

    @Test func `a missing root key path is a decoding error naming it`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(json: #"{"albums": {}}"#)
        do {
            _ = try await api.get("albums").store(in: store).decode(type: [Note].self, at: "albums.items")
            Issue.record("expected a decoding error")
        } catch let error as RESTError {
            guard case .decoding(let failure) = error else { throw error }
            #expect(failure.reason.contains("albums.items"))
        }
    }

    @Test func `transformers read numbers as strings, 0 and 1 as booleans, and dates in several formats`() async throws
    {
        let store = try ModelStore.inMemory()
        let api = try stubClient(
            json: #"""
                [{"id": 1, "name": "A", "popularity": "71", "explicit": 1, "released": "2021-03-04"},
                 {"id": 2, "name": "B", "popularity": 5, "explicit": "0", "released": "04/03/2020 10:30"},
                 {"id": 3, "name": "C", "popularity": "9", "explicit": true, "released": "2019-01-02T03:04:05Z"}]
                """#)
        let albums = try await api.get("albums").store(in: store)
            .transforming("popularity", with: .numberFromString)
            .transforming("explicit", with: .boolFromNumber)
            .transforming("released", with: .date(formats: ["yyyy-MM-dd", "dd/MM/yyyy HH:mm"]))
            .decode(type: [Album].self)
        #expect(albums.map(\.popularity) == [71, 5, 9])
        #expect(albums.map(\.explicit) == [true, false, true])
        let utc = try #require(TimeZone(identifier: "UTC"))
        let components = albums.map { Calendar(identifier: .gregorian).dateComponents(in: utc, from: $0.released) }
        #expect(components.map(\.year) == [2021, 2020, 2019])
        #expect(components.map(\.hour) == [0, 10, 3])
        #expect(try await store.all(Album.self) == albums)
    }

    @Test func `bad list elements are dropped and reported with their position, id and reason`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(
            json: #"[{"id": 1, "title": "a"}, {"id": 2, "title": 5}, {"title": "c"}, {"id": 4, "title": "d"}]"#)
        let reports = Reports<DroppedElement>()
        let notes = try await api.get("notes").store(in: store)
            .droppingInvalidElements(reportingTo: { reports.append($0) })
            .decode(type: [Note].self)
        #expect(notes.map(\.id) == [1, 4])
        #expect(try await store.all(Note.self).map(\.id) == [1, 4])
        #expect(reports.all.map(\.index) == [1, 2])
        #expect(reports.all.map(\.id) == ["2", nil])
        #expect(reports.all[0].description.contains("title"))
    }

    @Test func `nested models are saved as rows of their own, with the relation kept`() async throws {
        let store = try ModelStore.inMemory()
        let api = try stubClient(
            json: #"""
                [{"id": 1, "name": "A", "popularity": 1, "explicit": true, "released": 0,
                  "artist": {"id": "ar1", "name": "Ann"}},
                 {"id": 2, "name": "B", "popularity": 2, "explicit": false, "released": 0,
                  "artist": {"id": "ar2", "name": "Bob"}},
                 {"id": 3, "name": "C", "popularity": 3, "explicit": false, "released": 0}]
                """#)
        let albums = try await api.get("albums").store(in: store).nesting(Artist.self, at: "artist")
            .decode(type: [Album].self)
        #expect(try await store.all(Artist.self).map(\.name) == ["Ann", "Bob"])
        #expect(try await store.related(Artist.self, to: albums[1], at: "artist") == [Artist(id: "ar2", name: "Bob")])
        #expect(try await store.related(Artist.self, to: albums[2], at: "artist").isEmpty)
    }

    @Test func `a remembered list keeps the ids and order of the page as fetched`() async throws {
        let store = try ModelStore.inMemory()
        let first = try stubClient(json: #"[{"id": 3, "title": "c"}, {"id": 1, "title": "a"}]"#)
        _ = try await first.get("notes").store(in: store).remembering(as: "page 1").decode(type: [Note].self)
        let second = try stubClient(json: #"[{"id": 2, "title": "b"}, {"id": 3, "title": "c2"}]"#)
        _ = try await second.get("notes").store(in: store).remembering(as: "page 2").decode(type: [Note].self)
        #expect(try await store.list(Note.self, named: "page 1")?.models.map(\.id) == [3, 1])
        let remembered = try #require(try await store.list(Note.self, named: "page 1"))
        #expect(remembered.map(\.id) == [3, 1] && remembered.count == 2 && remembered[1].id == 1)
        #expect(Array(remembered) == remembered.models)
        #expect(try await store.list(Note.self, named: "page 2")?.models.map(\.title) == ["b", "c2"])
        #expect(try await store.list(Note.self, named: "page 3") == nil)
    }

    @Test func `a later, shorter pull replaces the list but deletes no row it did not see`() async throws {
        let store = try ModelStore.inMemory()
        let full = try stubClient(json: #"[{"id": 1, "title": "a"}, {"id": 2, "title": "b"}, {"id": 3, "title": "c"}]"#)
        _ = try await full.get("notes").store(in: store).remembering(as: "all").decode(type: [Note].self)
        let partial = try stubClient(json: #"[{"id": 2, "title": "b"}, {"id": 9, "title": 1}]"#)
        _ = try await partial.get("notes").store(in: store).remembering(as: "all")
            .droppingInvalidElements(reportingTo: { _ in }).decode(type: [Note].self)
        #expect(try await store.list(Note.self, named: "all")?.models.map(\.id) == [2])
        #expect(try await store.all(Note.self).map(\.id) == [1, 2, 3])
    }
}
