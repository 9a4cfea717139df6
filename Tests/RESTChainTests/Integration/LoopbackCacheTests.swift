// The HTTP cache over real sockets: the loopback server counts what reached the wire and logs conditional headers.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct LoopbackCacheTests {
    /// A server and a client of it with `cache` (a fresh memory cache unless given).
    private func start(cache: HTTPCache? = HTTPCache()) async throws -> (TestServer, RESTClient) {
        let server = try await TestServer.start()
        let api = try RESTClient(baseURL: server.baseURL).configured { $0.cache = cache }
        return (server, api)
    }

    private func hits(_ server: TestServer, _ name: String) async throws -> Int {
        try await server.stats(path: "/cache/\(name)").count
    }

    @Test func `freshness from max-age answers with no request on the wire`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let first = try await api.get("cache/fresh").query(key: "h_Cache-Control", value: "max-age=60").response()
        let second = try await api.get("cache/fresh").query(key: "h_Cache-Control", value: "max-age=60").response()
        #expect(try await hits(server, "fresh") == 1)
        #expect(first.cacheStatus == .miss && second.cacheStatus == .hit)
        #expect(second.body == first.body)
    }

    @Test func `freshness from Expires and Date answers with no request on the wire`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/expires").query(key: "h_Expires", value: httpDate(Date().addingTimeInterval(3600)))
        _ = try await session.data()
        #expect(try await session.response().cacheStatus == .hit)
        #expect(try await hits(server, "expires") == 1)
    }

    @Test func `an Age beyond max-age makes the response stale on arrival`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/aged").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"), URLQueryItem(name: "h_Age", value: "120"),
            URLQueryItem(name: "etag", value: "v1"),
        ])
        _ = try await session.data()
        #expect(try await session.response().cacheStatus == .revalidated)
        #expect(try await hits(server, "aged") == 2)
    }

    @Test func `heuristic freshness from Last-Modified answers where the RFC allows it`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/heuristic").query(key: "last_modified", value: "1")
        _ = try await session.data()
        #expect(try await session.response().cacheStatus == .hit)
        let created = api.get("cache/heuristic-201").query([
            URLQueryItem(name: "last_modified", value: "1"), URLQueryItem(name: "status", value: "201"),
        ])
        _ = try await created.data()
        _ = try await created.data()
        #expect(try await hits(server, "heuristic") == 1)
        #expect(try await hits(server, "heuristic-201") == 2)
    }

    @Test func `no-store is never stored`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/nostore").query(key: "h_Cache-Control", value: "no-store, max-age=60")
        _ = try await session.data()
        _ = try await session.data()
        #expect(try await hits(server, "nostore") == 2)
    }

    @Test func `ETag becomes If-None-Match and a 304 serves the stored body and updates the stored headers`()
        async throws
    {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/etag").query([
            URLQueryItem(name: "h_Cache-Control", value: "no-cache"), URLQueryItem(name: "etag", value: "v1"),
        ])
        let first = try await session.response()
        let second = try await session.response()
        let logged = try await server.requests(path: "/cache/etag")
        #expect(logged.map { $0.headers["if-none-match"] } == [nil, #""v1""#])
        #expect(second.statusCode == 200 && second.cacheStatus == .revalidated)
        #expect(second.body == first.body)
        #expect(first.headers["X-Hit"] == "1" && second.headers["X-Hit"] == "2")
    }

    @Test func `Last-Modified becomes If-Modified-Since`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/modified").query([
            URLQueryItem(name: "h_Cache-Control", value: "no-cache"), URLQueryItem(name: "last_modified", value: "1"),
        ])
        _ = try await session.data()
        #expect(try await session.response().cacheStatus == .revalidated)
        let logged = try await server.requests(path: "/cache/modified")
        #expect(logged.last?.headers["if-modified-since"] == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func `a weak ETag revalidates`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/weak").query([
            URLQueryItem(name: "h_Cache-Control", value: "no-cache"), URLQueryItem(name: "etag", value: "v1"),
            URLQueryItem(name: "weak", value: "1"),
        ])
        _ = try await session.data()
        #expect(try await session.response().cacheStatus == .revalidated)
        #expect(try await server.requests(path: "/cache/weak").last?.headers["if-none-match"] == #"W/"v1""#)
    }

    @Test func `request no-cache and Pragma: no-cache revalidate a fresh response`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/pragma").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"), URLQueryItem(name: "etag", value: "v1"),
        ])
        _ = try await session.data()
        let pragma = try await session.setting(header: "Pragma", to: "no-cache").response()
        let directive = try await session.setting(header: "Cache-Control", to: "no-cache").response()
        #expect(pragma.cacheStatus == .revalidated && directive.cacheStatus == .revalidated)
        #expect(try await hits(server, "pragma") == 3)
    }

    @Test func `Vary keys the stored variants on the request headers it names, and Vary: * is never reused`()
        async throws
    {
        let (server, api) = try await start()
        defer { server.stop() }
        let varying = api.get("cache/vary").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"),
            URLQueryItem(name: "h_Vary", value: "Accept-Language"),
        ])
        for language in ["en", "fr", "en", "fr"] {
            _ = try await varying.setting(header: "Accept-Language", to: language).data()
        }
        #expect(try await hits(server, "vary") == 2)
        let star = api.get("cache/star").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"), URLQueryItem(name: "h_Vary", value: "*"),
        ])
        _ = try await star.data()
        _ = try await star.data()
        #expect(try await hits(server, "star") == 2)
    }

    @Test func `unsafe methods invalidate the target URI and its Location`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let fresh = URLQueryItem(name: "h_Cache-Control", value: "max-age=60")
        _ = try await api.get("cache/target").query([fresh]).data()
        _ = try await api.get("cache/located").query([fresh]).data()
        _ = try await api.post("cache/target").query([fresh]).data()
        _ = try await api.delete("cache/other").query(
            key: "h_Location", value: "/cache/located?h_Cache-Control=max-age%3D60"
        ).data()
        #expect(try await api.get("cache/target").query([fresh]).response().cacheStatus == .miss)
        #expect(try await api.get("cache/located").query([fresh]).response().cacheStatus == .miss)
        #expect(try await hits(server, "located") == 2)
    }

    @Test func `stale-while-revalidate answers stale and revalidates once in the background`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        // The server takes a second, so all 10 stale answers come while the one revalidation is under way; with
        // `max-age=0` a GET after it had finished would rightly start another (the entry is stale again at once).
        let session = api.get("cache/swr").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=0, stale-while-revalidate=600"),
            URLQueryItem(name: "etag", value: "v1"),
            URLQueryItem(name: "delay_ms", value: "1000"),
        ])
        _ = try await session.data()
        let answers = try await withThrowingTaskGroup(of: CacheStatus.self) { group in
            for _ in 0..<10 { group.addTask { try await session.response().cacheStatus } }
            return try await group.reduce(into: [CacheStatus]()) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0 == .stale })
        #expect(try await eventually { try await hits(server, "swr") == 2 })
        #expect(try await server.requests(path: "/cache/swr").last?.headers["if-none-match"] == #""v1""#)
    }

    @Test func `stale-if-error answers stale when the origin answers 5xx`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/sie").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=0, stale-if-error=600"),
            URLQueryItem(name: "fail_from", value: "2"),
        ])
        let first = try await session.response()
        let fallback = try await session.response()
        #expect(fallback.cacheStatus == .stale && fallback.body == first.body)
        #expect(try await hits(server, "sie") == 2)
    }

    @Test func `stale-if-error answers stale when the origin cannot be reached`() async throws {
        let (server, api) = try await start()
        let session = api.get("cache/gone").query(key: "h_Cache-Control", value: "max-age=0, stale-if-error=600")
        let first = try await session.response()
        server.stop()
        let plain = try RESTClient(baseURL: server.baseURL).configured { $0.cache = nil }
        #expect(try await eventually { (try? await plain.get("text").data()) == nil })
        let fallback = try await session.response()
        #expect(fallback.cacheStatus == .stale && fallback.body == first.body)
    }

    @Test func `a HEAD response updates the stored GET headers`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let query = [
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"), URLQueryItem(name: "etag", value: "v1"),
        ]
        let first = try await api.get("cache/head").query(query).response()
        _ = try await api.request(.head, "cache/head").query(query).response()
        let hit = try await api.get("cache/head").query(query).response()
        #expect(hit.cacheStatus == .hit && hit.body == first.body)
        #expect(hit.headers["X-Hit"] == "2")
    }

    @Test func `status codes cacheable by default are stored, others only with explicit freshness`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        for (name, status) in [("gone", "410"), ("accepted", "202")] {
            let session = api.get("cache/\(name)").query(key: "status", value: status).acceptingAnyStatusCode()
                .query(key: "last_modified", value: "1")
            _ = try await session.data()
            _ = try await session.data()
        }
        #expect(try await hits(server, "gone") == 1)
        #expect(try await hits(server, "accepted") == 2)
    }

    @Test func `a shared cache never stores a Set-Cookie and never reuses a response to a request with Authorization`()
        async throws
    {
        let (server, api) = try await start(cache: HTTPCache(mode: .shared))
        defer { server.stop() }
        let cookie = api.get("cache/cookie").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"),
            URLQueryItem(name: "h_Set-Cookie", value: "a=1"),
        ])
        let authorized = api.get("cache/auth").query(key: "h_Cache-Control", value: "max-age=60")
            .setting(header: "Authorization", to: "Bearer token")
        for session in [cookie, authorized, cookie, authorized] { _ = try await session.data() }
        #expect(try await hits(server, "cookie") == 2)
        #expect(try await hits(server, "auth") == 2)
    }

    @Test func `100 concurrent identical GETs send one request`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/crowd").query([
            URLQueryItem(name: "h_Cache-Control", value: "max-age=60"), URLQueryItem(name: "delay_ms", value: "300"),
        ])
        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<100 { group.addTask { try await session.data() } }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(Set(bodies).count == 1)
        #expect(try await hits(server, "crowd") == 1)
        let wave = try await withThrowingTaskGroup(of: CacheStatus.self) { group in
            for _ in 0..<100 { group.addTask { try await session.response().cacheStatus } }
            return try await group.reduce(into: [CacheStatus]()) { $0.append($1) }
        }
        #expect(wave.allSatisfy { $0 == .hit })
        #expect(try await hits(server, "crowd") == 1)
    }

    @Test func `a stale entry revalidated by 100 waiters sends one conditional request`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        let session = api.get("cache/stalecrowd").query([
            URLQueryItem(name: "h_Cache-Control", value: "no-cache"), URLQueryItem(name: "etag", value: "v1"),
            URLQueryItem(name: "delay_ms", value: "300"),
        ])
        let first = try await session.response()
        let answers = try await withThrowingTaskGroup(of: RESTResponse.self) { group in
            for _ in 0..<100 { group.addTask { try await session.response() } }
            return try await group.reduce(into: [RESTResponse]()) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.cacheStatus == .revalidated && $0.body == first.body })
        let logged = try await server.requests(path: "/cache/stalecrowd")
        #expect(logged.count == 2)
        #expect(logged.filter { $0.headers["if-none-match"] != nil }.count == 1)
    }

    @Test func `only-if-cached with nothing stored fails with a 504 and nothing on the wire`() async throws {
        let (server, api) = try await start()
        defer { server.stop() }
        do {
            _ = try await api.get("cache/offline").cachePolicy(.onlyIfCached).data()
            Issue.record("an only-if-cached miss answered")
        } catch {
            #expect(error.statusCode == 504)
        }
        #expect(try await server.totalRequests() == 0)
    }

    @Test func `a disk cache answers across clients over real sockets`() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rchc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (server, api) = try await start(cache: try HTTPCache(directory: directory))
        defer { server.stop() }
        let session = api.get("cache/disk").query(key: "h_Cache-Control", value: "max-age=60")
        let first = try await session.response()
        let other = try RESTClient(baseURL: server.baseURL).configured {
            $0.cache = try HTTPCache(directory: directory)
        }
        let answer = try await other.get("cache/disk").query(key: "h_Cache-Control", value: "max-age=60").response()
        #expect(answer.cacheStatus == .hit && answer.body == first.body)
        #expect(try await hits(server, "disk") == 1)
    }
}
