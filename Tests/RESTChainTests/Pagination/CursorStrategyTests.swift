// CursorStrategy: a cursor read from the body over real sockets, an offset in memory, and a failing closure.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct CursorStrategyTests {
    @Test func `a cursor read from the body is sent until it is null`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let strategy = CursorStrategy.cursor(key: "cursor") { response in
            try JSONDecoder().decode(Feed.self, from: response.body).nextCursor
        }
        let api = try paginationClient(server, pagination: strategy)
        let session = api.get("paginate/cursor").query(key: "limit", value: "25")
        let (pages, error) = await walk(session.pages(of: Feed.self, extracting: \.items))
        #expect(error == nil)
        #expect(pages.map(\.items.count) == [25, 25, 25, 25, 25, 12])
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...137))
        let requests = try await server.requests(path: "/paginate/cursor")
        #expect(requests.count == 6)
        #expect(requests.dropFirst().allSatisfy { $0.query.contains("cursor=") })
    }

    @Test func `an offset moves on by the items each page held`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(
            recorder.transport { request in
                let query = QueryEncoding.decode(request.url?.query)
                let offset = query.first { $0.name == "offset" }?.value.flatMap { Int($0) } ?? 0
                let ids = Array((offset + 1)...min(offset + 10, 23))
                return RESTResponse(statusCode: 200, body: (try? JSONEncoder().encode(ids)) ?? Data())
            })
        let items = try await api.get("events").query(key: "limit", value: "10").items(of: Int.self)
            .paginated(by: .offset()).collect()
        #expect(items == Array(1...23))
        let queries = await recorder.requests.map { $0.url?.query ?? "" }
        #expect(queries == ["limit=10", "limit=10&offset=10", "limit=10&offset=20"])
    }

    @Test func `an error thrown by the closure ends the walk with it`() async throws {
        let api = try stubClient(StubTransport { _ in RESTResponse(statusCode: 200, body: Data("[1, 2]".utf8)) })
        let strategy = CursorStrategy.cursor(key: "cursor") { response in
            try JSONDecoder().decode(Feed.self, from: response.body).nextCursor
        }
        let (pages, error) = await walk(api.get("feed").pages(of: Int.self).paginated(by: strategy))
        #expect(pages.isEmpty)
        guard case .decoding = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
    }
}
