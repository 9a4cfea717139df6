// Status faults: 5xx, 408 and 429 answers, then success, under a retry policy each test sets itself.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

struct StatusFaultTests {
    struct Attempt: Decodable, Sendable, Equatable {
        let key: String
        let attempt: Int
    }

    /// Every policy here is set by the test, so a change of the client's default policy leaves these alone.
    static let retrying = RetryPolicy(
        maximumAttempts: 3, retryableStatusCodes: [408, 429, 500, 502, 503, 504], baseDelay: .milliseconds(10),
        maximumDelay: .seconds(5))

    @Test(arguments: TransportKind.available, [500, 502, 503, 504, 408, 429])
    func `a failure then success is retried once by a policy naming the status`(
        over kind: TransportKind, status: Int
    ) async throws {
        let bench = try await FaultBench.start("then-ok \(status)", over: kind)
        defer { bench.stop() }
        let api = bench.api
        @Sendable func session(_ key: String) -> GetSession {
            api.get("fault/then-ok/\(key)").query(key: "status", value: "\(status)").retry(Self.retrying)
        }
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session("a\(status)").decode(type: Attempt.self) },
            callback: { session("c\(status)").decode(type: Attempt.self, $0) }
        )
        #expect(try outcome.async.get() == Attempt(key: "a\(status)", attempt: 2))
        #expect(try outcome.callback.get() == Attempt(key: "c\(status)", attempt: 2))
        try await bench.expectNothingLeft([outcome.calls])
        #expect(try await bench.server.stats(path: "/fault/then-ok/a\(status)").count == 2)
        #expect(try await bench.server.stats(path: "/fault/then-ok/c\(status)").count == 2)
    }

    @Test(arguments: TransportKind.available)
    func `a failure under a policy that never retries fails once with httpStatus`(over kind: TransportKind) async throws
    {
        let bench = try await FaultBench.start("then-ok never", over: kind)
        defer { bench.stop() }
        let api = bench.api
        @Sendable func session(_ key: String) -> GetSession {
            api.get("fault/then-ok/\(key)").query(key: "status", value: "500").retry(.never)
        }
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session("never-a").data() },
            callback: { session("never-c").data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            #expect(failure(result)?.statusCode == 500)
        }
        try await bench.expectNothingLeft([outcome.calls])
        #expect(try await bench.server.stats(path: "/fault/then-ok/never-a").count == 1)
        #expect(try await bench.server.stats(path: "/fault/then-ok/never-c").count == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a policy that runs out of attempts returns the last failure`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("then-ok exhausted", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let policy = RetryPolicy(maximumAttempts: 2, retryableStatusCodes: [503], baseDelay: .milliseconds(10))
        @Sendable func session(_ key: String) -> GetSession {
            api.get("fault/then-ok/\(key)").query(key: "failures", value: "9").retry(policy)
        }
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session("a").data() },
            callback: { session("c").data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            guard case .httpStatus(let failure) = failure(result) else { continue }
            #expect(failure.statusCode == 503 && failure.bodyText.contains("Attempt 2 of"))
        }
        try await bench.expectNothingLeft([outcome.calls])
        #expect(try await bench.server.stats(path: "/fault/then-ok/a").count == 2)
        #expect(try await bench.server.stats(path: "/fault/then-ok/c").count == 2)
    }

    @Test(arguments: TransportKind.available)
    func `a Retry-After in seconds is waited for before the retry`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("retry-after seconds", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let session = api.get("fault/then-ok/seconds").query(key: "retry_after", value: "1").retry(Self.retrying)
        let value = try await session.decode(type: Attempt.self)
        #expect(value == Attempt(key: "seconds", attempt: 2))
        let times = try await bench.server.requests(path: "/fault/then-ok/seconds").map(\.time)
        #expect(times.count == 2)
        // A lower bound, not a speed: the retry may not come before the second the server asked for.
        #expect(times.count == 2 && times[1] - times[0] >= 0.9, "retried after \(zip(times, times.dropFirst()))")
        try await bench.expectNothingLeft()
    }

    @Test(arguments: TransportKind.available)
    func `a Retry-After as an HTTP-date ends in success on the second attempt`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("retry-after date", over: kind)
        defer { bench.stop() }
        let api = bench.api
        @Sendable func session(_ key: String) -> GetSession {
            api.get("fault/then-ok/\(key)").query(key: "retry_after_date", value: "1").retry(Self.retrying)
        }
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session("date-a").decode(type: Attempt.self) },
            callback: { session("date-c").decode(type: Attempt.self, $0) }
        )
        #expect(try outcome.async.get() == Attempt(key: "date-a", attempt: 2))
        #expect(try outcome.callback.get() == Attempt(key: "date-c", attempt: 2))
        try await bench.expectNothingLeft([outcome.calls])
    }
}
