// RFC 9111 §4.2: freshness lifetime (max-age, s-maxage, Expires, heuristics) and current age (Age, Date).
import Foundation
import Testing

@testable import RESTChain

struct FreshnessTests {
    struct LifetimeRow: Sendable, CustomTestStringConvertible {
        let label: String
        let headers: HTTPHeaders
        var status = 200
        var shared = false
        let lifetime: TimeInterval
        var testDescription: String { label }
    }

    static let lifetimeRows: [LifetimeRow] = [
        LifetimeRow(label: "max-age", headers: ["Cache-Control": "max-age=100"], lifetime: 100),
        LifetimeRow(
            label: "s-maxage is ignored by a private cache",
            headers: ["Cache-Control": "max-age=100, s-maxage=50"], lifetime: 100),
        LifetimeRow(
            label: "s-maxage wins in a shared cache", headers: ["Cache-Control": "max-age=100, s-maxage=50"],
            shared: true, lifetime: 50),
        LifetimeRow(label: "Expires minus Date", headers: ["Expires": httpDate(at(60))], lifetime: 60),
        LifetimeRow(
            label: "max-age wins over Expires",
            headers: ["Cache-Control": "max-age=10", "Expires": httpDate(at(600))], lifetime: 10),
        LifetimeRow(label: "an invalid Expires is in the past", headers: ["Expires": "0"], lifetime: 0),
        LifetimeRow(label: "an Expires before Date is stale", headers: ["Expires": httpDate(at(-60))], lifetime: 0),
        LifetimeRow(label: "a malformed max-age is stale", headers: ["Cache-Control": "max-age=-1"], lifetime: 0),
        LifetimeRow(
            label: "a malformed max-age beats a valid Expires",
            headers: ["Cache-Control": "max-age=x", "Expires": httpDate(at(60))], lifetime: 0),
        LifetimeRow(
            label: "heuristic: 10% of the time since Last-Modified",
            headers: ["Last-Modified": httpDate(at(-1000))], lifetime: 100),
        LifetimeRow(
            label: "heuristic for a 404", headers: ["Last-Modified": httpDate(at(-1000))], status: 404,
            lifetime: 100),
        LifetimeRow(
            label: "no heuristic for a status not cacheable by default",
            headers: ["Last-Modified": httpDate(at(-1000))], status: 201, lifetime: 0),
        LifetimeRow(
            label: "heuristic for any status marked public",
            headers: ["Last-Modified": httpDate(at(-1000)), "Cache-Control": "public"], status: 201,
            lifetime: 100),
        LifetimeRow(
            label: "no heuristic when Expires is present",
            headers: ["Last-Modified": httpDate(at(-1000)), "Expires": httpDate(at(5))], lifetime: 5),
        LifetimeRow(label: "nothing explicit and no Last-Modified", headers: [:], lifetime: 0),
    ]

    @Test(arguments: lifetimeRows)
    func `§4.2.1 and §4.2.2 the freshness lifetime comes from the first rule that applies`(row: LifetimeRow) {
        let stored = storedResponse(row.headers, status: row.status)
        #expect(stored.freshnessLifetime(shared: row.shared) == row.lifetime)
    }

    @Test(arguments: [
        "Thu, 01 Jan 37 00:00:00 GMT", "Thu, 01-Jan-2037 00:00:00 GMT", "Thu 01 Jan 2037 00:00:00 GMT",
        "Thu, 01 Jan 2037 00:00:00 UTC", "Thu, 01 Jan 2037 0:00:00 GMT", "thu, 01 jan 2037 00:00:00 gmt",
        "Thu, 1 Jan 2037 00:00:00 GMT", "Thu,  01 Jan 2037 00:00:00 GMT", "Thursday, 01 Jan 2037 00:00:00 GMT",
        "Thu, 01 Jan 2037 00:00:00", "Thu Jan 1 00:00:00 2037",
    ])
    func `§5.3 an Expires in none of the three date forms makes the response stale`(expires: String) {
        #expect(storedResponse(["Expires": expires]).freshnessLifetime(shared: false) == 0)
    }

    @Test(arguments: ["Thu, 01 Jan 2037 00:00:00 GMT", "Thursday, 01-Jan-37 00:00:00 GMT", "Thu Jan  1 00:00:00 2037"])
    func `§5.3 an Expires in each of the three date forms keeps the response fresh`(expires: String) {
        #expect(storedResponse(["Expires": expires]).freshnessLifetime(shared: false) > 400_000_000)
    }

    @Test func `§5.1 an answer from storage carries its current age, replacing the Age it was stored with`() {
        let stored = storedResponse(["Cache-Control": "max-age=600", "Age": "30"])
        let served = stored.response(status: .hit, for: cacheRequest(), at: at(5.9))
        #expect(served.headers["Age"] == "35")
        #expect(Array(served.headers).filter { $0.name.lowercased() == "age" }.count == 1)
        let fresh = storedResponse(["Cache-Control": "max-age=600"]).response(
            status: .hit, for: cacheRequest(), at: at(0))
        #expect(fresh.headers["Age"] == "0")
    }

    @Test func `§5.1 an age past 2^31 seconds is sent as 2^31`() {
        let stored = storedResponse(["Cache-Control": "max-age=600", "Age": "2147483647"])
        #expect(stored.response(status: .stale, for: cacheRequest(), at: at(100)).headers["Age"] == "2147483648")
    }

    @Test func `§4.2.1 Expires without a Date counts from when the response arrived`() {
        var stored = storedResponse(["Expires": httpDate(at(30))])
        stored.headers["Date"] = nil
        #expect(stored.freshnessLifetime(shared: false) == 30)
    }

    struct AgeRow: Sendable, CustomTestStringConvertible {
        let label: String
        let headers: HTTPHeaders
        var requested: TimeInterval = 0
        var now: TimeInterval = 0
        let age: TimeInterval
        var testDescription: String { label }
    }

    static let ageRows: [AgeRow] = [
        AgeRow(label: "a response just received is 0 s old", headers: [:], age: 0),
        AgeRow(label: "the Age header counts", headers: ["Age": "30"], age: 30),
        AgeRow(label: "a malformed Age is 0", headers: ["Age": "-3"], age: 0),
        AgeRow(label: "a Date in the past gives an apparent age", headers: ["Date": httpDate(at(-20))], age: 20),
        AgeRow(label: "a Date in the future gives none", headers: ["Date": httpDate(at(20))], age: 0),
        AgeRow(label: "time in the cache adds up", headers: [:], now: 50, age: 50),
        AgeRow(label: "the response delay corrects Age", headers: ["Age": "10"], requested: -5, age: 15),
        AgeRow(
            label: "the larger of apparent and corrected age",
            headers: ["Age": "10", "Date": httpDate(at(-40))], now: 5, age: 45),
    ]

    @Test(arguments: ageRows)
    func `§4.2.3 the current age is the corrected initial age plus the resident time`(row: AgeRow) {
        var stored = storedResponse(row.headers)
        stored.requestTime = at(row.requested)
        #expect(stored.currentAge(at: at(row.now)) == row.age)
    }

    @Test func `§4.2 a response is fresh while its lifetime exceeds its age`() {
        let stored = storedResponse(["Cache-Control": "max-age=60"])
        #expect(stored.staleness(at: at(59), shared: false) < 0)
        #expect(stored.staleness(at: at(60), shared: false) == 0)
        #expect(stored.staleness(at: at(90), shared: false) == 30)
    }
}
