// The cache exchange's decisions: the second look forwards as planned only while the cache is as the first saw it.
import Foundation
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cache's decisions before and after the origin, taken as a driver takes them, without a socket.
struct CacheExchangeTests {
    @Test func `a fresh answer stored after the first look answers the driver with no request`() async throws {
        let (exchange, cache) = try Self.exchange()
        let plan = try #require(Self.plan(exchange))
        // Another request for the same URL stores a fresh answer between the two looks.
        _ = try Self.origin(exchange, answering: originResponse(200, ["Cache-Control": "max-age=60"]))
        guard case .answer(let answer) = exchange.before(planned: plan) else {
            Issue.record("the cache forwarded a request it could answer")
            return
        }
        #expect(answer.cacheStatus == .hit)
        #expect(await cache.statistics.hits == 1)
    }

    @Test func `an unchanged cache sends the validators the first look found`() throws {
        let (exchange, _) = try Self.exchange()
        _ = try Self.origin(exchange, answering: originResponse(200, ["Cache-Control": "no-cache", "ETag": #""v1""#]))
        let plan = try #require(Self.plan(exchange))
        guard case .forward(let forward) = exchange.before(planned: plan) else {
            Issue.record("the cache answered a request it must revalidate")
            return
        }
        #expect(forward.request.value(forHTTPHeaderField: "If-None-Match") == #""v1""#)
        let answer = try exchange.after(.success(originResponse(304, ["ETag": #""v1""#], body: "")), of: forward)
        #expect(answer.cacheStatus == .revalidated)
    }

    @Test func `a cache emptied after the first look sends the request without the validators it no longer holds`()
        async throws
    {
        let (exchange, cache) = try Self.exchange()
        _ = try Self.origin(exchange, answering: originResponse(200, ["Cache-Control": "no-cache", "ETag": #""v1""#]))
        let plan = try #require(Self.plan(exchange))
        await cache.removeAll()
        guard case .forward(let forward) = exchange.before(planned: plan) else {
            Issue.record("an empty cache answered")
            return
        }
        #expect(forward.request.value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(try exchange.after(.success(originResponse()), of: forward).cacheStatus == .miss)
    }

    @Test func `a failure of the origin passes through when nothing stored may stand in for it`() throws {
        let (exchange, _) = try Self.exchange()
        guard case .forward(let forward) = exchange.before() else {
            Issue.record("an empty cache answered")
            return
        }
        #expect(throws: RESTError.self) { try exchange.after(.failure(.cancelled), of: forward) }
    }

    /// A GET of `https://api.example.com/items` on a client with a cache of its own.
    private static func exchange() throws -> (CacheExchange, HTTPCache) {
        let cache = HTTPCache()
        var configuration = ClientConfiguration(baseURL: try BaseURL("https://api.example.com"))
        configuration.cache = cache
        let prepared = PreparedRequest(method: .get, url: "https://api.example.com/items")
        let exchange = CacheExchange(
            for: prepared, try prepared.urlRequest(), policy: .default, configuration: configuration)
        return (exchange, cache)
    }

    /// One exchange with the origin, which answers `response`: the cache forwards, then learns from it.
    private static func origin(_ exchange: CacheExchange, answering response: RESTResponse) throws -> RESTResponse {
        guard case .forward(let forward) = exchange.before() else { return response }
        return try exchange.after(.success(response), of: forward)
    }

    /// The plan of the first look, which must find nothing to answer with.
    private static func plan(_ exchange: CacheExchange) -> CacheExchange.Plan? {
        guard case .send(let plan) = exchange.consult() else { return nil }
        return plan
    }
}
