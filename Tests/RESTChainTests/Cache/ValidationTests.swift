// RFC 9111 §4.3: validation — conditional headers, weak and strong ETags, a 304 or HEAD updating stored headers.
import Foundation
import Testing

@testable import RESTChain

struct ValidationTests {
    private let stored = storedResponse([
        "Cache-Control": "max-age=10", "ETag": #""v1""#, "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT",
        "Content-Length": "11", "X-Version": "1",
    ])

    private func resolve(
        _ response: RESTResponse,
        request: CacheRequest = cacheRequest(),
        conditional: HTTPHeaders = ["If-None-Match": #""v1""#]
    ) -> CacheOutcome {
        CacheRules.resolve(
            request, response: response, conditional: conditional, stored: stored, requestTime: at(100),
            responseTime: at(100))
    }

    @Test func `§4.3.1 ETag becomes If-None-Match and Last-Modified becomes If-Modified-Since`() {
        let headers = CacheRules.conditionalHeaders(for: stored, request: cacheRequest())
        #expect(headers["If-None-Match"] == #""v1""#)
        #expect(headers["If-Modified-Since"] == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func `§4.3.4 a 304 serves the stored body and updates the stored headers`() {
        let outcome = resolve(
            originResponse(304, ["ETag": #""v1""#, "Cache-Control": "max-age=600", "X-Version": "2"], body: ""))
        #expect(outcome.answer.statusCode == 200)
        #expect(outcome.answer.cacheStatus == .revalidated)
        #expect(outcome.answer.body == Data("stored body".utf8))
        #expect(outcome.answer.headers["X-Version"] == "2")
        #expect(outcome.store?.headers["Cache-Control"] == "max-age=600")
        #expect(outcome.store?.responseTime == at(100))
        #expect(outcome.store?.freshnessLifetime(shared: false) == 600)
    }

    @Test func `§3.2 a 304 does not change the stored Content-Length`() {
        let outcome = resolve(originResponse(304, ["ETag": #""v1""#, "Content-Length": "0"], body: ""))
        #expect(outcome.store?.headers["Content-Length"] == "11")
    }

    @Test func `§4.3.4 a 304 with a weak ETag matches the stored strong one weakly`() {
        let outcome = resolve(originResponse(304, ["ETag": #"W/"v1""#], body: ""))
        #expect(outcome.answer.cacheStatus == .revalidated)
    }

    @Test func `§4.3.4 a 304 whose ETag differs updates nothing and passes through`() {
        let outcome = resolve(originResponse(304, ["ETag": #""v2""#], body: ""))
        #expect(outcome.answer.statusCode == 304)
        #expect(outcome.store == nil)
    }

    @Test func `§4.3.4 a 304 without a validator updates the response the cache validated`() {
        let outcome = resolve(originResponse(304, ["Cache-Control": "max-age=5"], body: ""))
        #expect(outcome.answer.cacheStatus == .revalidated)
    }

    @Test func `a 304 to a request the cache did not make conditional passes through`() {
        let outcome = resolve(originResponse(304, ["ETag": #""v1""#], body: ""), conditional: [:])
        #expect(outcome.answer.statusCode == 304)
        #expect(outcome.answer.cacheStatus == .miss)
    }

    @Test func `a 304 that now says no-store serves the stored body and forgets it`() {
        let outcome = resolve(originResponse(304, ["ETag": #""v1""#, "Cache-Control": "no-store"], body: ""))
        #expect(outcome.answer.cacheStatus == .revalidated)
        #expect(outcome.store == nil)
        #expect(outcome.invalidated == ["https://api.example.com/items"])
    }

    @Test func `a 200 answer to a conditional request replaces the stored response`() {
        let outcome = resolve(originResponse(200, ["ETag": #""v2""#, "Cache-Control": "max-age=60"], body: "new"))
        #expect(outcome.answer.cacheStatus == .miss)
        #expect(outcome.store?.body == Data("new".utf8))
    }

    @Test func `§4.3.5 a HEAD response updates the stored GET headers when its validator matches`() {
        let head = cacheRequest(.head)
        let outcome = resolve(
            originResponse(200, ["ETag": #""v1""#, "X-Version": "3", "Content-Length": "999"], body: ""),
            request: head, conditional: [:])
        #expect(outcome.store?.headers["X-Version"] == "3")
        #expect(outcome.store?.headers["Content-Length"] == "11")
        #expect(outcome.store?.body == Data("stored body".utf8))
    }

    @Test func `§4.3.5 a HEAD response with another ETag updates nothing`() {
        let outcome = resolve(
            originResponse(200, ["ETag": #""v9""#, "X-Version": "3"], body: ""), request: cacheRequest(.head),
            conditional: [:])
        #expect(outcome.store == nil)
    }

    @Test(arguments: [
        (#"W/"1""#, #"W/"1""#, false, true),
        (#"W/"1""#, #"W/"2""#, false, false),
        (#"W/"1""#, #""1""#, false, true),
        (#""1""#, #""1""#, true, true),
    ])
    func `RFC 9110 §8.8.3.2 entity tags compare strongly and weakly as the RFC's table says`(
        lhs: String, rhs: String, strong: Bool, weak: Bool
    ) {
        #expect(EntityTag.strongMatch(lhs, rhs) == strong)
        #expect(EntityTag.weakMatch(lhs, rhs) == weak)
    }

    @Test func `RFC 5861 stale-if-error answers a 5xx with the stored response inside its window`() {
        let request = cacheRequest()
        let failing = storedResponse(["Cache-Control": "max-age=10, stale-if-error=60", "ETag": #""v1""#])
        for (seconds, expected) in [(30.0, CacheStatus.stale), (200.0, .miss)] {
            let outcome = CacheRules.resolve(
                request, response: originResponse(503), conditional: ["If-None-Match": #""v1""#], stored: failing,
                requestTime: at(seconds), responseTime: at(seconds))
            #expect(outcome.answer.cacheStatus == expected)
        }
    }

    @Test func `RFC 5861 a request's stale-if-error also allows a stale answer`() {
        let request = cacheRequest(headers: ["Cache-Control": "stale-if-error=600"])
        let old = storedResponse(["Cache-Control": "max-age=10"])
        #expect(CacheRules.staleIfError(request, stored: old, at: at(300)) != nil)
        #expect(CacheRules.staleIfError(cacheRequest(), stored: old, at: at(300)) == nil)
    }
}
