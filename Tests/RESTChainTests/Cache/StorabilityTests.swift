// RFC 9111 §3 and §3.5: which responses may be stored — status codes, no-store, private, credentials, cookies.
import Foundation
import Testing

@testable import RESTChain

struct StorabilityTests {
    private func stores(
        _ response: RESTResponse,
        request: CacheRequest = cacheRequest()
    ) -> StoredResponse? {
        CacheRules.storable(request, response: response, requestTime: cacheEpoch, responseTime: cacheEpoch)
    }

    @Test(arguments: [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501])
    func `§3 a status cacheable by default is stored without explicit freshness`(status: Int) {
        #expect(stores(originResponse(status)) != nil)
    }

    @Test(arguments: [201, 202, 302, 303, 307, 400, 401, 403, 500, 502, 503])
    func `§3 any other status is stored only with explicit freshness`(status: Int) {
        #expect(stores(originResponse(status)) == nil)
        #expect(stores(originResponse(status, ["Cache-Control": "max-age=60"])) != nil)
        #expect(stores(originResponse(status, ["Expires": httpDate(at(60))])) != nil)
        #expect(stores(originResponse(status, ["Cache-Control": "public"])) != nil)
    }

    @Test func `§3 a 206 is never stored, the cache does not combine ranges`() {
        #expect(stores(originResponse(206, ["Cache-Control": "max-age=60"])) == nil)
    }

    @Test func `§5.2.2.5 a no-store response is never stored`() {
        #expect(stores(originResponse(200, ["Cache-Control": "no-store, max-age=60"])) == nil)
    }

    @Test(arguments: [200, 203, 204, 301, 302, 303, 307, 404, 410])
    func `§5.2.2.3 must-understand lifts no-store for a status whose rules the cache follows`(status: Int) {
        let control: HTTPHeaders = ["Cache-Control": "max-age=3600, no-store, must-understand"]
        #expect(stores(originResponse(status, control)) != nil)
        let request = cacheRequest(headers: ["Cache-Control": "no-store"])
        #expect(stores(originResponse(status, control), request: request) == nil, "the request's no-store stays")
    }

    @Test(arguments: [201, 206, 299, 418, 500, 599])
    func `§5.2.2.3 must-understand forbids storing a status the cache does not follow`(status: Int) {
        #expect(stores(originResponse(status, ["Cache-Control": "max-age=3600, no-store, must-understand"])) == nil)
        #expect(stores(originResponse(status, ["Cache-Control": "max-age=3600, must-understand"])) == nil)
    }

    @Test func `§5.2.1.5 a request with no-store stores nothing`() {
        let request = cacheRequest(headers: ["Cache-Control": "no-store"])
        #expect(stores(originResponse(200, ["Cache-Control": "max-age=60"]), request: request) == nil)
    }

    @Test func `§5.2.2.7 a private response is stored by a private cache and not by a shared one`() {
        let response = originResponse(200, ["Cache-Control": "private, max-age=60"])
        #expect(stores(response) != nil)
        #expect(stores(response, request: cacheRequest(mode: .shared)) == nil)
    }

    @Test func `§3.5 a shared cache stores a response to a request with Authorization only when allowed`() {
        let request = cacheRequest(headers: ["Authorization": "Bearer abc"], mode: .shared)
        #expect(stores(originResponse(200, ["Cache-Control": "max-age=60"]), request: request) == nil)
        #expect(stores(originResponse(200, ["Cache-Control": "public, max-age=60"]), request: request) != nil)
        #expect(stores(originResponse(200, ["Cache-Control": "s-maxage=60"]), request: request) != nil)
        #expect(stores(originResponse(200, ["Cache-Control": "must-revalidate, max-age=60"]), request: request) != nil)
    }

    @Test func `§3.5 a shared cache treats a client with adapters as sending Authorization`() {
        let request = CacheRequest(
            method: .get, url: URL(string: "https://api.example.com/me")!, headers: [:], mode: .shared,
            mayGainCredentials: true)
        #expect(stores(originResponse(200, ["Cache-Control": "max-age=60"]), request: request) == nil)
        #expect(stores(originResponse(200, ["Cache-Control": "public, max-age=60"]), request: request) != nil)
    }

    @Test func `a response to a request with a credential in its query is stored only in private mode`() {
        let url = "https://api.guildwars2.com/v2/account?access_token=SECRET"
        let response = originResponse(200, ["Cache-Control": "public, max-age=60"])
        #expect(stores(response, request: cacheRequest(.get, url)) != nil)
        #expect(stores(response, request: cacheRequest(.get, url, mode: .shared)) == nil)
    }

    @Test func `a shared cache never stores a Set-Cookie; a private one stores the response with it`() {
        let response = originResponse(200, ["Cache-Control": "public, max-age=60", "Set-Cookie": "session=abc"])
        #expect(stores(response, request: cacheRequest(mode: .shared)) == nil)
        let stored = stores(response)
        #expect(stored != nil)
        #expect(stored?.headers["Set-Cookie"] == "session=abc")
    }

    @Test func `§3.1 hop-by-hop fields and the fields Connection names are not stored`() {
        let response = originResponse(
            200, ["Connection": "close, X-Hop", "X-Hop": "1", "Keep-Alive": "timeout=5", "X-Kept": "yes"])
        let headers = stores(response)?.headers
        #expect(headers?["Connection"] == nil && headers?["X-Hop"] == nil && headers?["Keep-Alive"] == nil)
        #expect(headers?["X-Kept"] == "yes")
    }

    @Test func `§3.1 hop-by-hop names match in any case, the ones Connection names too`() {
        let response = originResponse(
            200,
            [
                "CONNECTION": "Keep-Alive, x-HOP", "X-Hop": "1", "keep-alive": "timeout=5",
                "Transfer-ENCODING": "chunked", "X-Kept": "yes",
            ])
        let headers = stores(response)?.headers
        #expect(headers.map { Array($0).map(\.name) } == ["X-Kept"])
    }

    @Test(arguments: [
        "Connection", "KEEP-ALIVE", "Proxy-Connection", "TE", "Transfer-Encoding", "Upgrade", "Proxy-Authenticate",
        "Proxy-Authentication-Info",
    ])
    func `§3.1 each hop-by-hop name is left out, and a name of the same length is kept`(name: String) {
        let sameLength = "X" + String(repeating: "a", count: name.utf8.count - 1)
        let response = originResponse(200, [name: "value", sameLength: "kept"])
        let headers = stores(response)?.headers
        #expect(headers.map { Array($0).map(\.name) } == [sameLength])
    }

    @Test func `§3.1 the names Connection lists are read around tabs, spaces and empty items`() {
        let response = originResponse(
            200, ["Connection": " \tX-One ,,\tx-two\t, ", "X-One": "1", "X-Two": "2", "X-Three": "3"])
        let headers = stores(response)?.headers
        #expect(headers.map { Array($0).map(\.name) } == ["X-Three"])
    }

    @Test func `§4.1 a Vary: * response is not stored, it could never be reused`() {
        #expect(stores(originResponse(200, ["Cache-Control": "max-age=60", "Vary": "*"])) == nil)
    }

    @Test func `ignoringRules stores a 200 even when it says no-store, but not other statuses`() {
        let request = cacheRequest(policy: .ignoringRules)
        #expect(stores(originResponse(200, ["Cache-Control": "no-store"]), request: request) != nil)
        #expect(stores(originResponse(404, ["Cache-Control": "max-age=60"]), request: request) == nil)
    }

    @Test func `the noStore policy and methods other than GET store nothing`() {
        let response = originResponse(200, ["Cache-Control": "max-age=60"])
        #expect(stores(response, request: cacheRequest(policy: .noStore)) == nil)
        #expect(stores(response, request: cacheRequest(.post)) == nil)
        #expect(stores(response, request: cacheRequest(.head)) == nil)
    }
}
