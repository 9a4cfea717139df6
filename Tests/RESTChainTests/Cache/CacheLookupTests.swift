// RFC 9111 §4 and §5.2.1: reusing a stored response — freshness, request directives, Pragma, policies.
import Foundation
import Testing

@testable import RESTChain

struct CacheLookupTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        let stored: HTTPHeaders?
        var request: HTTPHeaders = [:]
        var policy: CachePolicy = .default
        var mode: HTTPCache.Mode = .private
        /// Seconds after the response arrived.
        var now: TimeInterval = 0
        let decision: String
        var testDescription: String { label }
    }

    static let fresh: HTTPHeaders = ["Cache-Control": "max-age=100", "ETag": #""v1""#]

    static let section4Rows: [Row] = [
        Row(label: "nothing stored goes to the origin", stored: nil, decision: "forward"),
        Row(label: "a fresh response answers", stored: fresh, now: 99, decision: "fresh"),
        Row(label: "a stale response with an ETag is validated", stored: fresh, now: 100, decision: "validate"),
        Row(
            label: "a stale response with Last-Modified is validated",
            stored: ["Cache-Control": "max-age=1", "Last-Modified": httpDate(at(-10))], now: 5, decision: "validate"),
        Row(
            label: "a stale response without validators is fetched again", stored: ["Cache-Control": "max-age=1"],
            now: 5, decision: "forward"),
        Row(
            label: "a response marked no-cache is validated even when fresh",
            stored: ["Cache-Control": "no-cache, max-age=100", "ETag": #""v1""#], decision: "validate"),
        Row(
            label: "a stored 200 with no freshness is stale at once", stored: ["ETag": #""v1""#], decision: "validate"),
    ]

    static let requestDirectiveRows: [Row] = [
        Row(
            label: "§5.2.1.4 no-cache validates a fresh response", stored: fresh,
            request: ["Cache-Control": "no-cache"], decision: "validate"),
        Row(
            label: "§5.4 Pragma: no-cache validates a fresh response", stored: fresh, request: ["Pragma": "no-cache"],
            decision: "validate"),
        Row(
            label: "§5.4 Pragma is ignored when Cache-Control is present", stored: fresh,
            request: ["Pragma": "no-cache", "Cache-Control": "max-stale=1"], decision: "fresh"),
        Row(
            label: "§5.2.1.1 max-age refuses an older fresh response", stored: fresh,
            request: ["Cache-Control": "max-age=10"], now: 20, decision: "validate"),
        Row(
            label: "§5.2.1.1 max-age accepts a young enough one", stored: fresh,
            request: ["Cache-Control": "max-age=30"], now: 20, decision: "fresh"),
        Row(
            label: "§5.2.1.3 min-fresh refuses a response about to go stale", stored: fresh,
            request: ["Cache-Control": "min-fresh=90"], now: 20, decision: "validate"),
        Row(
            label: "§5.2.1.3 min-fresh accepts one fresh long enough", stored: fresh,
            request: ["Cache-Control": "min-fresh=50"], now: 20, decision: "fresh"),
        Row(
            label: "§5.2.1.2 max-stale accepts a response stale within it", stored: fresh,
            request: ["Cache-Control": "max-stale=60"], now: 150, decision: "stale"),
        Row(
            label: "§5.2.1.2 max-stale refuses one stale beyond it", stored: fresh,
            request: ["Cache-Control": "max-stale=10"], now: 150, decision: "validate"),
        Row(
            label: "§5.2.1.2 max-stale without a value accepts any staleness", stored: fresh,
            request: ["Cache-Control": "max-stale"], now: 100_000, decision: "stale"),
        Row(
            label: "§5.2.2.2 must-revalidate beats max-stale",
            stored: ["Cache-Control": "max-age=1, must-revalidate", "ETag": #""v1""#],
            request: ["Cache-Control": "max-stale"], now: 50, decision: "validate"),
        Row(
            label: "§5.2.2.8 proxy-revalidate beats max-stale in a shared cache",
            stored: ["Cache-Control": "max-age=1, proxy-revalidate", "ETag": #""v1""#],
            request: ["Cache-Control": "max-stale"], mode: .shared, now: 50, decision: "validate"),
        Row(
            label: "§5.2.2.8 proxy-revalidate does not bind a private cache",
            stored: ["Cache-Control": "max-age=1, proxy-revalidate", "ETag": #""v1""#],
            request: ["Cache-Control": "max-stale"], now: 50, decision: "stale"),
        Row(
            label: "§5.2.1.7 only-if-cached with nothing stored answers 504", stored: nil,
            request: ["Cache-Control": "only-if-cached"], decision: "504"),
        Row(
            label: "§5.2.1.7 only-if-cached with a stale response answers 504", stored: fresh,
            request: ["Cache-Control": "only-if-cached"], now: 200, decision: "504"),
        Row(
            label: "§5.2.1.7 only-if-cached with a fresh response answers it", stored: fresh,
            request: ["Cache-Control": "only-if-cached"], now: 5, decision: "fresh"),
        Row(
            label: "§5.2.1.7 only-if-cached with max-stale answers a stale one", stored: fresh,
            request: ["Cache-Control": "only-if-cached, max-stale"], now: 500, decision: "stale"),
        Row(
            label: "§4.3.1 a request with its own If-None-Match gets no cache validator", stored: fresh,
            request: ["If-None-Match": #""mine""#], now: 500, decision: "forward"),
        Row(
            label: "§4.3.1 a request's own validator counts in any case", stored: fresh,
            request: ["if-modified-since": "Sun, 06 Nov 1994 08:49:37 GMT"], now: 500, decision: "forward"),
    ]

    static let staleRows: [Row] = [
        Row(
            label: "RFC 5861 stale-while-revalidate answers stale and revalidates",
            stored: ["Cache-Control": "max-age=10, stale-while-revalidate=60", "ETag": #""v1""#], now: 30,
            decision: "revalidate"),
        Row(
            label: "RFC 5861 past the stale-while-revalidate window the response is validated",
            stored: ["Cache-Control": "max-age=10, stale-while-revalidate=60", "ETag": #""v1""#], now: 100,
            decision: "validate"),
        Row(
            label: "RFC 5861 must-revalidate beats stale-while-revalidate",
            stored: ["Cache-Control": "max-age=10, stale-while-revalidate=60, must-revalidate", "ETag": #""v1""#],
            now: 30, decision: "validate"),
        Row(
            label: "RFC 5861 a request max-age turns stale-while-revalidate off",
            stored: ["Cache-Control": "max-age=10, stale-while-revalidate=60", "ETag": #""v1""#],
            request: ["Cache-Control": "max-age=5"], now: 30, decision: "validate"),
    ]

    static let policyRows: [Row] = [
        Row(label: "reload goes to the origin even when fresh", stored: fresh, policy: .reload, decision: "forward"),
        Row(label: "noStore goes to the origin even when fresh", stored: fresh, policy: .noStore, decision: "forward"),
        Row(label: "noCache validates a fresh response", stored: fresh, policy: .noCache, decision: "validate"),
        Row(
            label: "forceCache answers a stale response", stored: fresh, policy: .forceCache, now: 1000,
            decision: "stale"),
        Row(
            label: "forceCache answers a fresh response as a hit", stored: fresh, policy: .forceCache, decision: "fresh"
        ),
        Row(label: "forceCache goes to the origin on a miss", stored: nil, policy: .forceCache, decision: "forward"),
        Row(
            label: "onlyIfCached answers a stale response", stored: fresh, policy: .onlyIfCached, now: 1000,
            decision: "stale"),
        Row(label: "onlyIfCached answers 504 on a miss", stored: nil, policy: .onlyIfCached, decision: "504"),
        Row(
            label: "ignoringRules answers even a no-cache response",
            stored: ["Cache-Control": "no-cache, must-revalidate"], policy: .ignoringRules, now: 1000, decision: "stale"
        ),
    ]

    private func decide(_ row: Row) -> CacheLookup {
        let request = cacheRequest(headers: row.request, policy: row.policy, mode: row.mode)
        let variants = row.stored.map { [storedResponse($0, for: request)] } ?? []
        return CacheRules.lookup(request, among: variants, at: at(row.now))
    }

    @Test(arguments: section4Rows)
    func `§4 a stored response answers only while fresh, else it is validated`(row: Row) {
        #expect(decide(row).name == row.decision)
    }

    @Test(arguments: requestDirectiveRows)
    func `§5.2.1 request directives change what a stored response may answer`(row: Row) {
        #expect(decide(row).name == row.decision)
    }

    @Test(arguments: staleRows)
    func `RFC 5861 stale-while-revalidate serves stale within its window`(row: Row) {
        #expect(decide(row).name == row.decision)
    }

    @Test(arguments: policyRows)
    func `each cache policy reads the cache its own way`(row: Row) {
        #expect(decide(row).name == row.decision)
    }

    @Test func `only GET is answered from the cache; other methods go to the origin`() {
        for method in [HTTPMethod.post, .put, .patch, .delete, .options] {
            let request = cacheRequest(method)
            let lookup = CacheRules.lookup(request, among: [storedResponse(Self.fresh)], at: cacheEpoch)
            #expect(lookup.name == "forward")
        }
    }
}
