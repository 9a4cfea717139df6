// The cache in the pipeline, in memory: hits, revalidation, policies, coalescing, stale answers, statistics.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct HTTPCacheTests {
    @Test func `a fresh response answers the next GET with no request`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        let first = try await api.get("users/2").response()
        let second = try await api.get("users/2").response()
        #expect(await origin.count == 1)
        #expect(first.cacheStatus == .miss)
        #expect(second.cacheStatus == .hit)
        #expect(second.body == first.body)
    }

    @Test func `a hit carries an Age and keeps the Set-Cookie the origin sent`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "Age": "12", "Set-Cookie": "theme=dark"])
        let api = try origin.client()
        _ = try await api.get("users/2").response()
        let hit = try await api.get("users/2").response()
        #expect(hit.cacheStatus == .hit)
        #expect(hit.headers["Age"].flatMap(Int.init).map { $0 >= 12 } == true)
        #expect(hit.headers["Set-Cookie"] == "theme=dark")
    }

    @Test func `a response with an unknown Content-Encoding is stored and served byte for byte as it came`()
        async throws
    {
        let origin = OriginStub(["Cache-Control": "max-age=60", "Content-Encoding": "x-custom"])
        let api = try origin.client()
        let first = try await api.get("blob").response()
        let hit = try await api.get("blob").response()
        #expect(await origin.count == 1)
        #expect(hit.cacheStatus == .hit && hit.body == first.body)
        #expect(hit.headers["Content-Encoding"] == "x-custom")
    }

    @Test func `100 concurrent identical GETs send one request`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"], delay: .milliseconds(200))
        let responses = try await concurrentGETs(100, "users", on: try origin.client())
        #expect(await origin.count == 1)
        #expect(Set(responses.map(\.body)).count == 1)
    }

    @Test func `a second wave within max-age sends no request`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"], delay: .milliseconds(50))
        let api = try origin.client()
        _ = try await concurrentGETs(100, "users", on: api)
        let wave = try await concurrentGETs(100, "users", on: api)
        #expect(await origin.count == 1)
        #expect(wave.allSatisfy { $0.cacheStatus == .hit })
    }

    @Test func `a stale entry revalidated by 100 waiters sends one conditional request`() async throws {
        let origin = OriginStub(["Cache-Control": "no-cache", "ETag": #""v1""#], delay: .milliseconds(200))
        let api = try origin.client()
        let first = try await api.get("users").response()
        let wave = try await concurrentGETs(100, "users", on: api)
        #expect(await origin.count == 2)
        #expect(await origin.conditionalCount == 1)
        #expect(wave.allSatisfy { $0.cacheStatus == .revalidated && $0.statusCode == 200 && $0.body == first.body })
    }

    @Test func `a 304 serves the stored body and updates the stored headers`() async throws {
        let origin = OriginStub(["Cache-Control": "no-cache", "ETag": #""v1""#, "X-Version": "1"])
        let api = try origin.client()
        let first = try await api.get("users").response()
        await origin.answer(with: ["Cache-Control": "max-age=60", "ETag": #""v1""#, "X-Version": "2"])
        let revalidated = try await api.get("users").response()
        let hit = try await api.get("users").response()
        #expect(revalidated.cacheStatus == .revalidated)
        #expect(revalidated.body == first.body)
        #expect(revalidated.headers["X-Version"] == "2")
        #expect(hit.cacheStatus == .hit)
        #expect(hit.headers["X-Version"] == "2")
        #expect(await origin.count == 2)
    }

    @Test func `only-if-cached with nothing stored fails with a 504 and sends nothing`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        await #expect(throws: RESTError.self) { try await api.get("users").cachePolicy(.onlyIfCached).data() }
        do {
            _ = try await api.get("users").cachePolicy(.onlyIfCached).data()
        } catch {
            #expect(error.statusCode == 504)
        }
        #expect(await origin.count == 0)
        _ = try await api.get("users").data()
        #expect(try await api.get("users").cachePolicy(.onlyIfCached).response().cacheStatus == .hit)
    }

    @Test func `reload goes to the network even when a fresh response is stored, and stores the answer`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        _ = try await api.get("users").data()
        let reloaded = try await api.get("users").cachePolicy(.reload).response()
        let hit = try await api.get("users").response()
        #expect(await origin.count == 2)
        #expect(reloaded.cacheStatus == .miss)
        #expect(hit.body == reloaded.body)
    }

    @Test func `noStore neither reads nor writes the cache`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        let bypassed = try await api.get("users").cachePolicy(.noStore).response()
        _ = try await api.get("users").data()
        _ = try await api.get("users").cachePolicy(.noStore).data()
        #expect(bypassed.cacheStatus == .bypassed)
        #expect(await origin.count == 3)
    }

    @Test func `noCache revalidates a fresh response`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "ETag": #""v1""#])
        let api = try origin.client()
        _ = try await api.get("users").data()
        let revalidated = try await api.get("users").cachePolicy(.noCache).response()
        #expect(revalidated.cacheStatus == .revalidated)
        #expect(await origin.conditionalCount == 1)
    }

    @Test func `a stored validator a request cannot carry is left out: the GET goes unconditional`() async throws {
        let origin = OriginStub(["Cache-Control": "no-cache", "ETag": "\"v1\u{1}\""])
        let api = try origin.client()
        _ = try await api.get("users").data()
        let second = try await api.get("users").response()
        #expect(second.statusCode == 200)
        #expect(second.cacheStatus == .miss)
        #expect(await origin.count == 2)
        #expect(await origin.conditionalCount == 0)
    }

    @Test func `forceCache answers with a stale response without sending`() async throws {
        let origin = OriginStub(["Cache-Control": "no-cache", "ETag": #""v1""#])
        let api = try origin.client()
        _ = try await api.get("users").data()
        let forced = try await api.get("users").cachePolicy(.forceCache).response()
        #expect(forced.cacheStatus == .stale)
        #expect(await origin.count == 1)
    }

    @Test func `ignoringRules stores a no-store response and answers with it`() async throws {
        let origin = OriginStub(["Cache-Control": "no-store"])
        let api = try origin.client()
        _ = try await api.get("users").cachePolicy(.ignoringRules).data()
        let answer = try await api.get("users").cachePolicy(.ignoringRules).response()
        _ = try await api.get("users").data()
        #expect(answer.cacheStatus == .stale)
        #expect(await origin.count == 2)
    }

    @Test func `stale-while-revalidate answers stale at once and revalidates once in the background`() async throws {
        // The origin takes a second, so all 20 stale answers come while the one revalidation is under way; with
        // `max-age=0` a GET after it had finished would rightly start another (the entry is stale again at once).
        let origin = OriginStub(
            ["Cache-Control": "max-age=0, stale-while-revalidate=600", "ETag": #""v1""#], delay: .seconds(1))
        let api = try origin.client()
        _ = try await api.get("users").data()
        let answers = try await concurrentGETs(20, "users", on: api)
        #expect(answers.allSatisfy { $0.cacheStatus == .stale })
        #expect(try await eventually { await origin.conditionalCount == 1 })
        #expect(await origin.count == 2)
    }

    @Test func `stale-if-error answers with the stale response when the origin is unreachable`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=0, stale-if-error=600"])
        let api = try origin.client()
        let first = try await api.get("users").response()
        await origin.fail(.unreachable)
        let fallback = try await api.get("users").response()
        #expect(fallback.cacheStatus == .stale)
        #expect(fallback.body == first.body)
    }

    @Test func `stale-if-error answers with the stale response when the origin answers 5xx`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=0, stale-if-error=600"])
        let api = try origin.client()
        _ = try await api.get("users").data()
        await origin.fail(.status(503))
        #expect(try await api.get("users").response().cacheStatus == .stale)
        await origin.fail(.status(404))
        await #expect(throws: RESTError.self) { try await api.get("users").data() }
    }

    @Test func `without stale-if-error an unreachable origin is an error`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=0"])
        let api = try origin.client()
        _ = try await api.get("users").data()
        await origin.fail(.unreachable)
        await #expect(throws: RESTError.self) { try await api.get("users").data() }
    }

    @Test(arguments: [HTTPMethod.post, .put, .patch, .delete])
    func `an unsafe method invalidates the target URI`(method: HTTPMethod) async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        _ = try await api.get("users").data()
        _ = try await api.request(method, "users").data()
        let after = try await api.get("users").response()
        #expect(after.cacheStatus == .miss)
        #expect(await origin.count == 3)
    }

    @Test func `an unsafe method invalidates its Location and Content-Location`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "Location": "/users/1", "Content-Location": "/users/2"])
        let api = try origin.client()
        _ = try await api.get("users/1").data()
        _ = try await api.get("users/2").data()
        _ = try await api.post("users").data()
        #expect(try await api.get("users/1").response().cacheStatus == .miss)
        #expect(try await api.get("users/2").response().cacheStatus == .miss)
    }

    @Test func `a HEAD response updates the stored GET headers`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "ETag": #""v1""#, "X-Version": "1"])
        let api = try origin.client()
        let first = try await api.get("users").response()
        await origin.answer(with: ["Cache-Control": "max-age=60", "ETag": #""v1""#, "X-Version": "2"])
        _ = try await api.request(.head, "users").response()
        let hit = try await api.get("users").response()
        #expect(hit.cacheStatus == .hit)
        #expect(hit.headers["X-Version"] == "2")
        #expect(hit.body == first.body)
    }

    @Test func `Vary keys the stored variants on the request headers it names`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "Vary": "Accept-Language"])
        let api = try origin.client()
        _ = try await api.get("users").setting(header: "Accept-Language", to: "en").data()
        _ = try await api.get("users").setting(header: "Accept-Language", to: "fr").data()
        let english = try await api.get("users").setting(header: "Accept-Language", to: "en").response()
        let french = try await api.get("users").setting(header: "Accept-Language", to: "fr").response()
        #expect(english.cacheStatus == .hit && french.cacheStatus == .hit)
        #expect(english.body != french.body)
        #expect(await origin.count == 2)
    }

    @Test func `Vary: * is never answered from the cache`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "Vary": "*"])
        let api = try origin.client()
        _ = try await api.get("users").data()
        _ = try await api.get("users").data()
        #expect(await origin.count == 2)
    }

    @Test func `a shared cache never stores a response with Set-Cookie`() async throws {
        let origin = OriginStub(["Cache-Control": "public, max-age=60", "Set-Cookie": "session=1"])
        let api = try origin.client(cache: HTTPCache(mode: .shared))
        _ = try await api.get("users").data()
        _ = try await api.get("users").data()
        #expect(await origin.count == 2)
    }

    @Test func `a shared cache does not reuse a response to a request with Authorization`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client(cache: HTTPCache(mode: .shared))
        _ = try await api.get("me").setting(header: "Authorization", to: "Bearer a").data()
        _ = try await api.get("me").setting(header: "Authorization", to: "Bearer a").data()
        #expect(await origin.count == 2)
    }

    @Test func `a client without a cache sends every GET`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client(cache: nil)
        let first = try await api.get("users").response()
        _ = try await api.get("users").data()
        #expect(await origin.count == 2)
        #expect(first.cacheStatus == .bypassed)
        #expect(await api.cacheStatistics == CacheStatistics())
    }

    @Test func `cache statistics count hits, misses, revalidations and conditional requests`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60", "ETag": #""v1""#])
        let api = try origin.client()
        _ = try await api.get("users").data()
        _ = try await api.get("users").data()
        _ = try await api.get("users").cachePolicy(.noCache).data()
        let statistics = await api.cacheStatistics
        #expect(statistics.misses == 1)
        #expect(statistics.hits == 1)
        #expect(statistics.revalidations == 1)
        #expect(statistics.conditionalRequests == 1)
        #expect(statistics.stores == 2)
        #expect(statistics.memoryBytes > 0)
        #expect(statistics.description.hasPrefix("1 hits, 0 stale, 1 revalidated, 1 misses"))
    }

    @Test func `the memory tier evicts the least recently used responses past its limit`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let cache = HTTPCache(memoryLimit: 2_000)
        let api = try origin.client(cache: cache)
        for index in 0..<20 { _ = try await api.get("users/\(index)").data() }
        let statistics = await cache.statistics
        #expect(statistics.evictions > 0)
        #expect(statistics.memoryBytes <= 2_000)
        #expect(try await api.get("users/19").response().cacheStatus == .hit)
        #expect(try await api.get("users/0").response().cacheStatus == .miss)
    }

    @Test func `removeAll forgets every stored response`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let cache = HTTPCache()
        let api = try origin.client(cache: cache)
        _ = try await api.get("users").data()
        await cache.removeAll()
        #expect(try await api.get("users").response().cacheStatus == .miss)
    }

    @Test func `credentials in the query are never kept in a stored key, yet answers stay per token`() async throws {
        let origin = OriginStub(["Cache-Control": "max-age=60"])
        let api = try origin.client()
        let alice = try await api.get("account").query(key: "access_token", value: "ALICE").response()
        let bob = try await api.get("account").query(key: "access_token", value: "BOB").response()
        let aliceAgain = try await api.get("account").query(key: "access_token", value: "ALICE").response()
        #expect(bob.cacheStatus == .miss)
        #expect(aliceAgain.cacheStatus == .hit)
        #expect(aliceAgain.body == alice.body)
        #expect(aliceAgain.url?.absoluteString.contains("access_token=ALICE") == true)
    }
}
