// The cache exchange's two looks: the shared task sends as planned only while the cache is as the first look saw it.
import Foundation
import Testing

@testable import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct CacheExchangeTests {
    @Test func `a fresh answer stored after the first look answers the shared task with no request`() async throws {
        let (exchange, cache) = try Self.exchange()
        let plan = try #require(Self.plan(exchange))
        // Another request for the same URL stores a fresh answer between the two looks.
        _ = try await exchange.send(through: { _ throws(RESTError) in
            originResponse(200, ["Cache-Control": "max-age=60"])
        })
        let sent = Sent()
        let answer = try await exchange.send(through: sent.recording(originResponse()), planned: plan)
        #expect(sent.requests.isEmpty)
        #expect(answer.cacheStatus == .hit)
        #expect(await cache.statistics.hits == 1)
    }

    @Test func `an unchanged cache sends the validators the first look found`() async throws {
        let (exchange, _) = try Self.exchange()
        _ = try await exchange.send(through: { _ throws(RESTError) in
            originResponse(200, ["Cache-Control": "no-cache", "ETag": #""v1""#])
        })
        let plan = try #require(Self.plan(exchange))
        let sent = Sent()
        let answer = try await exchange.send(
            through: sent.recording(originResponse(304, ["ETag": #""v1""#], body: "")), planned: plan)
        #expect(sent.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [#""v1""#])
        #expect(answer.cacheStatus == .revalidated)
    }

    @Test func `a cache emptied after the first look sends the request without the validators it no longer holds`()
        async throws
    {
        let (exchange, cache) = try Self.exchange()
        _ = try await exchange.send(through: { _ throws(RESTError) in
            originResponse(200, ["Cache-Control": "no-cache", "ETag": #""v1""#])
        })
        let plan = try #require(Self.plan(exchange))
        await cache.removeAll()
        let sent = Sent()
        let answer = try await exchange.send(through: sent.recording(originResponse()), planned: plan)
        #expect(sent.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [nil])
        #expect(answer.cacheStatus == .miss)
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

    /// The plan of the first look, which must find nothing to answer with.
    private static func plan(_ exchange: CacheExchange) -> CacheExchange.Plan? {
        guard case .send(let plan) = exchange.consult(revalidatingWith: { _ throws(RESTError) in originResponse() })
        else { return nil }
        return plan
    }
}

/// The requests a test's origin was sent.
private final class Sent: @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [URLRequest] = []

    var requests: [URLRequest] { lock.withLock { sent } }

    /// An origin that records each request and answers `response`.
    func recording(_ response: RESTResponse) -> CacheExchange.Send {
        { request throws(RESTError) in
            self.lock.withLock { self.sent.append(request) }
            return response
        }
    }
}
