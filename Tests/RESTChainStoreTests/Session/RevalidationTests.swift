// With the HTTP cache: a 304 moves the stored row's fetched-at time and leaves its data alone.
import Foundation
import RESTChain
import RESTChainStore
import TestSupport
import Testing

/// The loopback server's `/etag/<tag>` answer.
struct TaggedValue: Codable, Sendable, Equatable, Identifiable {
    var etag: String
    var serial: Int
    var id: String { etag }
}

struct RevalidationTests {
    @Test func `a revalidated response refreshes the row's fetched-at, not its data`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let store = try ModelStore.inMemory()
        let api = try RESTClient(baseURL: server.baseURL)
        let tagged = api.get("etag/v1").store(in: store)

        let first = try await tagged.decode(type: TaggedValue.self)
        let firstFetch = try #require(try await store.fetchedAt(TaggedValue.self, id: "v1"))
        // A local change the server never saw: a revalidation must not overwrite it with the cached body.
        try await store.save(TaggedValue(etag: "v1", serial: -1))
        try await Task.sleep(for: .milliseconds(20))

        let second = try await tagged.decode(type: TaggedValue.self)
        #expect(second == first)
        #expect(try await server.stats(path: "/etag/v1").count == 2)
        #expect(try await store.get(TaggedValue.self, id: "v1")?.serial == -1)
        let secondFetch = try #require(try await store.fetchedAt(TaggedValue.self, id: "v1"))
        #expect(secondFetch > firstFetch)
    }
}
