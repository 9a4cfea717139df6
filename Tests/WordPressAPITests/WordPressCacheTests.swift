// WordPress and the core's HTTP cache: edit-context answers are never cached unless asked.
import Foundation
import RESTChain
import Testing
import WordPressAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Counts requests and answers `{}` with a one-minute `max-age`.
actor CountingSite {
    var count = 0
    private func next() { count += 1 }
    nonisolated var transport: StubTransport {
        StubTransport { request in
            await self.next()
            return RESTResponse(
                statusCode: 200, headers: ["Cache-Control": "max-age=60", "Content-Type": "application/json"],
                body: Data("{}".utf8), url: request.url)
        }
    }
}

struct WordPressCacheTests {
    private func site(_ counting: CountingSite) throws -> WordPress {
        try WordPress(
            route: "https://example.com/wp-json", authentication: .applicationPassword(user: "admin", password: "pw"),
            transport: counting.transport)
    }

    @Test func `authenticated edit-context requests store nothing in the cache`() async throws {
        let counting = CountingSite()
        let wp = try site(counting)
        let first = try await wp.get(endpoint: .posts).context(.edit).response()
        let second = try await wp.get(endpoint: .posts).query(key: .context, value: "edit").response()
        #expect(first.cacheStatus == .bypassed && second.cacheStatus == .bypassed)
        #expect(await counting.count == 2)
    }

    @Test func `view-context requests use the cache as the site's Cache-Control says`() async throws {
        let counting = CountingSite()
        let wp = try site(counting)
        _ = try await wp.get(endpoint: .posts).context(.view).data()
        #expect(try await wp.get(endpoint: .posts).context(.view).response().cacheStatus == .hit)
        #expect(await counting.count == 1)
    }

    @Test func `an edit-context request is cached when the caller asks for it`() async throws {
        let counting = CountingSite()
        let wp = try site(counting)
        _ = try await wp.get(endpoint: .posts).context(.edit).cachePolicy(.default).data()
        let again = try await wp.get(endpoint: .posts).context(.edit).cachePolicy(.default).response()
        #expect(again.cacheStatus == .hit)
        #expect(await counting.count == 1)
    }
}
