// RFC 9111 §2, §4.1 and §4.4: keys (normalised URL, credentials hashed), Vary variants, invalidation.
import Foundation
import Testing

@testable import RESTChain

struct CacheKeyTests {
    private func key(_ url: String, _ headers: HTTPHeaders = [:]) -> CacheKey {
        CacheKey(url: URL(string: url)!, headers: headers)
    }

    @Test(arguments: [
        ("https://API.Example.com:443/items?b=2&a=1#top", "https://api.example.com/items?a=1&b=2"),
        ("http://example.com:80", "http://example.com/"),
        ("http://example.com:8080/x", "http://example.com:8080/x"),
        ("https://example.com/x?id=2&id=1&a=0", "https://example.com/x?a=0&id=2&id=1"),
    ])
    func `§2 the key URL is normalised: case, default port, fragment, query order`(url: String, normalised: String) {
        #expect(key(url).url == normalised)
    }

    @Test(arguments: [
        "https://api.example.com/items?a=1&b=2", "http://example.com:8080/x", "https://example.com/x?a=0&id=2&id=1",
        "https://api.guildwars2.com/v2/items?ids=1,2,3&lang=en", "http://127.0.0.1:8089/wp-json/wp/v2/posts",
    ])
    func `a URL already in normal form is its own key, without URLComponents`(url: String) {
        #expect(CacheKey.normalisedAsIs(url) == url)
        #expect(key(url).url == url)
    }

    @Test(arguments: [
        "https://API.example.com/x", "https://example.com:443/x", "http://example.com:80/x", "http://example.com",
        "https://e.com/x#top", "https://e.com/x?b=1&a=2", "https://e.com/x?access_token=1", "https://e.com/x?",
        "https://user@e.com/x", "https://e.com/x?%61=1", "https://e.com:0443/x", "ftp://e.com/x",
        "https://e.com/a b", "https://e.com/x?q=a|b", "https://e.com:/x", "https://e.com:123456/x",
        "https://e.com:8a/x", "https://e.com?a=1", "https://e.com/x?a=1&&b=2",
    ])
    func `a URL that normalising would change takes the URLComponents path`(url: String) {
        #expect(CacheKey.normalisedAsIs(url) == nil)
    }

    @Test func `§2 the same query in another order is the same key`() {
        #expect(key("https://e.com/x?a=1&b=2") == key("https://e.com/x?b=2&a=1"))
    }

    @Test func `a credential in the query never appears in the key or the file name, only as a hash`() {
        let first = key("https://api.guildwars2.com/v2/account?access_token=SECRET-ONE&lang=en")
        let second = key("https://api.guildwars2.com/v2/account?lang=en&access_token=SECRET-TWO")
        #expect(first.url == "https://api.guildwars2.com/v2/account?lang=en")
        #expect(first.url == second.url)
        #expect(first.credential != second.credential)
        #expect(first.isCredentialed && first.hasQueryCredential)
        for text in [first.url, first.credential, first.fileName] { #expect(!text.contains("SECRET")) }
        #expect(first.fileName.count == 64)
    }

    @Test func `an Authorization header is hashed into the credential and never kept in clear text`() {
        let alice = key("https://e.com/me", ["Authorization": "Bearer alice-token"])
        let bob = key("https://e.com/me", ["Authorization": "Bearer bob-token"])
        #expect(alice.url == bob.url)
        #expect(alice.credential != bob.credential)
        #expect(!alice.credential.contains("alice"))
        #expect(!key("https://e.com/me").isCredentialed)
    }

    @Test func `two users' answers never mix: a stored response is not served to another credential`() {
        let alice = cacheRequest(headers: ["Authorization": "Bearer alice"])
        let bob = cacheRequest(headers: ["Authorization": "Bearer bob"])
        let stored = storedResponse(["Cache-Control": "max-age=60"], for: alice)
        #expect(CacheRules.lookup(alice, among: [stored], at: cacheEpoch).name == "fresh")
        #expect(CacheRules.lookup(bob, among: [stored], at: cacheEpoch).name == "forward")
    }

    @Test func `§4.1 Vary selects the variant whose named request headers match`() {
        let english = cacheRequest(headers: ["Accept-Language": "en"])
        let french = cacheRequest(headers: ["Accept-Language": "fr"])
        let stored = storedResponse(["Cache-Control": "max-age=60", "Vary": "Accept-Language"], for: english)
        #expect(CacheRules.lookup(english, among: [stored], at: cacheEpoch).name == "fresh")
        #expect(CacheRules.lookup(french, among: [stored], at: cacheEpoch).name == "forward")
    }

    @Test func `§4.1 Vary values match after whitespace is normalised, and absent differs from empty`() {
        let spaced = cacheRequest(headers: ["Accept": "a,   b"])
        let stored = storedResponse(
            ["Cache-Control": "max-age=60", "Vary": "accept"], for: cacheRequest(headers: ["Accept": "a, b"]))
        #expect(CacheRules.select(spaced, among: [stored]) != nil)
        let empty = storedResponse(
            ["Cache-Control": "max-age=60", "Vary": "X-Mode"], for: cacheRequest(headers: ["X-Mode": ""]))
        #expect(CacheRules.select(cacheRequest(), among: [empty]) == nil)
    }

    /// Pairs of a stored request's value and a new request's value for `Vary`, and whether they select the same
    /// variant (http-tests/cache-tests vary-normalise-space, -lang-space and -lang-case among them).
    static let varyPairs: [(field: String, stored: String, new: String, matches: Bool)] = [
        ("Foo", "1,2", " 1, 2 ", true),
        ("Foo", "1, 2", "1,,2", true),
        ("Accept-Language", "en, de", " en ,   de", true),
        ("Accept-Language", "en, de", "eN, De", true),
        ("Accept-Encoding", "gzip, br", "GZIP,br", true),
        ("Foo", "\"a, b\"", "\"a,b\"", false),
        ("Foo", "a", "A", false),
        ("Accept-Language", "en, de", "de, en", false),
        ("Accept-Language", "en", "fr", false),
    ]

    @Test(arguments: varyPairs)
    func `§4.1 Vary values match as lists, whitespace and case-insensitive fields normalised`(
        pair: (field: String, stored: String, new: String, matches: Bool)
    ) {
        let stored = storedResponse(
            ["Cache-Control": "max-age=60", "Vary": pair.field], for: cacheRequest(headers: [pair.field: pair.stored]))
        let selected = CacheRules.select(cacheRequest(headers: [pair.field: pair.new]), among: [stored]) != nil
        #expect(selected == pair.matches, "\(pair.field): \(pair.stored) against \(pair.new)")
    }

    @Test func `§4.1 Vary: * never matches`() {
        var stored = storedResponse(["Cache-Control": "max-age=60"])
        stored.varyNames = ["*"]
        #expect(CacheRules.select(cacheRequest(), among: [stored]) == nil)
        #expect(CacheKey.varyNames("Accept, *") == ["*"])
        #expect(CacheKey.varyNames("Accept-Language, accept") == ["accept", "accept-language"])
    }

    @Test func `§4.4 a successful unsafe request invalidates its target and same-origin Location and Content-Location`()
    {
        let post = cacheRequest(.post, "https://api.example.com/items?b=1&a=2")
        let response = originResponse(
            201,
            [
                "Location": "/items/7", "Content-Location": "https://api.example.com/items/7/view",
                "X-Ignored": "https://other.example/x",
            ])
        let outcome = CacheRules.resolve(
            post, response: response, conditional: [:], stored: nil, requestTime: cacheEpoch, responseTime: cacheEpoch)
        #expect(
            outcome.invalidated == [
                "https://api.example.com/items?a=2&b=1", "https://api.example.com/items/7",
                "https://api.example.com/items/7/view",
            ])
        #expect(outcome.answer.cacheStatus == .bypassed)
    }

    @Test func `§4.4 a Location on another host is not invalidated`() {
        let delete = cacheRequest(.delete, "https://api.example.com/items/7")
        let response = originResponse(200, ["Location": "https://evil.example/items"])
        let outcome = CacheRules.resolve(
            delete, response: response, conditional: [:], stored: nil, requestTime: cacheEpoch, responseTime: cacheEpoch
        )
        #expect(outcome.invalidated == ["https://api.example.com/items/7"])
    }

    @Test(arguments: [400, 404, 500])
    func `§4.4 a failed unsafe request invalidates nothing`(status: Int) {
        let outcome = CacheRules.resolve(
            cacheRequest(.put), response: originResponse(status), conditional: [:], stored: nil,
            requestTime: cacheEpoch, responseTime: cacheEpoch)
        #expect(outcome.invalidated.isEmpty)
    }
}
