// The retry policy's public rules: defaults, Retry-After in both forms, full jitter, the attempt and time limits.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RetryPolicyTests {
    @Test func `the defaults retry 408, 429, 500, 502, 503, 504 and transient transport failures, no other 4xx`() {
        let policy = RetryPolicy.default
        #expect(policy.retryableStatusCodes == [408, 429, 500, 502, 503, 504])
        #expect((400..<500).filter(policy.retryableStatusCodes.contains) == [408, 429])
        #expect(
            policy.retryableTransportFailures == [
                .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
                .notConnectedToInternet, .badServerResponse,
            ])
        #expect(policy.maximumAttempts == 3 && policy.timeBudget == .seconds(60))
        #expect(RetryPolicy.never.maximumAttempts == 1)
        #expect(RetryPolicy(maximumAttempts: 0).maximumAttempts == 1)
        #expect(RetryPolicy.rateLimited.retryableStatusCodes == [429, 503])
        #expect(RetryPolicy.rateLimited.retryableTransportFailures.isEmpty)
        #expect(
            !RetryPolicy(retryableTransportFailures: [.cancelled, .timedOut]).retryableTransportFailures.contains(
                .cancelled))
    }

    @Test func `Retry-After in seconds is honoured as it is, without jitter`() {
        var random = FixedRandom(0)
        let policy = RetryPolicy(maximumDelay: .seconds(10))
        let asksTwo = RESTResponse(statusCode: 429, headers: ["Retry-After": " 2 "])
        #expect(policy.delay(after: asksTwo, attempt: 1, using: &random) == .seconds(2))
        let asksNone = RESTResponse(statusCode: 503, headers: ["Retry-After": "0"])
        #expect(policy.delay(after: asksNone, attempt: 1, using: &random) == .zero)
    }

    @Test(arguments: ["imf", "rfc850", "asctime"])
    func `Retry-After as an HTTP date is the time until that date`(form: String) throws {
        let policy = RetryPolicy(maximumDelay: .seconds(30))
        let response = RESTResponse(statusCode: 503, headers: ["Retry-After": httpDate(secondsFromNow: 10, form: form)])
        let pause = try #require(policy.delay(after: response, attempt: 1))
        // The date has whole seconds and a moment passes between writing and reading it.
        #expect(pause > .seconds(8) && pause <= .seconds(10))
        let past = RESTResponse(statusCode: 503, headers: ["Retry-After": httpDate(secondsFromNow: -60, form: form)])
        #expect(policy.delay(after: past, attempt: 1) == .zero)
    }

    @Test func `a Retry-After longer than the policy allows ends the retries instead of retrying early`() {
        let policy = RetryPolicy(maximumDelay: .seconds(10))
        let asksAnHour = RESTResponse(statusCode: 503, headers: ["Retry-After": "3600"])
        #expect(policy.delay(after: asksAnHour, attempt: 1) == nil)
        let dated = RESTResponse(
            statusCode: 429, headers: ["Retry-After": httpDate(secondsFromNow: 3600, form: "imf")])
        #expect(policy.delay(after: dated, attempt: 1) == nil)
    }

    @Test func `an unreadable Retry-After falls back to the backoff`() {
        var random = FixedRandom(.max)
        let policy = RetryPolicy(baseDelay: .seconds(1), maximumDelay: .seconds(10))
        for text in ["soon", "-5", "inf", "1e3", "Wed, 32 Oct 2015 07:28:00 GMT"] {
            let response = RESTResponse(statusCode: 503, headers: ["Retry-After": text])
            let pause = policy.delay(after: response, attempt: 1, using: &random)
            #expect(pause.map { $0 > .milliseconds(990) && $0 <= .seconds(1) } == true, "\(text)")
        }
    }

    @Test func `the backoff is full jitter under a ceiling that doubles up to the maximum delay`() throws {
        let policy = RetryPolicy(maximumAttempts: 10, baseDelay: .milliseconds(500), maximumDelay: .seconds(3))
        var highest = FixedRandom(.max)
        let ceilings = try (1...5).map { try #require(policy.delay(after: nil, attempt: $0, using: &highest)) }
        let expected: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)]
        for (ceiling, bound) in zip(ceilings, expected) { #expect(ceiling <= bound && ceiling > bound * 0.99) }
        var lowest = FixedRandom(0)
        #expect(policy.delay(after: nil, attempt: 4, using: &lowest) == .zero)
        var seeded = SeededRandom(seed: 16)
        let draws = (0..<1000).compactMap { _ in policy.delay(after: nil, attempt: 3, using: &seeded) }
        #expect(draws.count == 1000 && draws.allSatisfy { $0 >= .zero && $0 <= .seconds(2) })
        #expect(draws.contains { $0 < .milliseconds(500) } && draws.contains { $0 > .milliseconds(1500) })
    }

    @Test func `no pause after the last attempt, nor one that would end past the time budget`() {
        var random = FixedRandom(.max)
        let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .seconds(1), timeBudget: .seconds(5))
        #expect(policy.delay(after: nil, attempt: 3, using: &random) == nil)
        #expect(policy.delay(after: nil, attempt: 2, elapsed: .seconds(2), using: &random) != nil)
        #expect(policy.delay(after: nil, attempt: 2, elapsed: .seconds(4), using: &random) == nil)
        let asksThree = RESTResponse(statusCode: 503, headers: ["Retry-After": "3"])
        #expect(policy.delay(after: asksThree, attempt: 1, elapsed: .seconds(1), using: &random) == .seconds(3))
        #expect(policy.delay(after: asksThree, attempt: 1, elapsed: .seconds(3), using: &random) == nil)
        let unbounded = RetryPolicy(maximumAttempts: 3, timeBudget: nil)
        #expect(unbounded.delay(after: asksThree, attempt: 1, elapsed: .seconds(3600)) == .seconds(3))
    }

    @Test func `idempotency is decided by the verb`() {
        let idempotent: [HTTPMethod] = [.get, .head, .put, .delete, .options, .trace, "get"]
        let unsafe: [HTTPMethod] = [.post, .patch, "PURGE", "CONNECT"]
        #expect(idempotent.map(\.isIdempotent) == Array(repeating: true, count: 7))
        #expect(unsafe.map(\.isIdempotent) == [false, false, false, false])
    }
}

/// An HTTP date `seconds` from now in one of RFC 9110's three forms: `imf`, `rfc850` or `asctime`.
func httpDate(secondsFromNow seconds: Double, form: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    let date = Date().addingTimeInterval(seconds)
    func format(_ pattern: String) -> String {
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
    switch form {
    case "rfc850":
        return format("EEEE, dd-MMM-yy HH:mm:ss 'GMT'")
    case "asctime":
        let day = format("d")  // asctime pads a one-digit day with a space: `Sun Nov  6 08:49:37 1994`
        return format("EEE MMM ") + (day.count == 1 ? " " + day : day) + format(" HH:mm:ss yyyy")
    default:
        return format("EEE, dd MMM yyyy HH:mm:ss 'GMT'")
    }
}

/// A random number generator that always returns the same value: `0` draws the least, `.max` the most.
struct FixedRandom: RandomNumberGenerator {
    let value: UInt64
    init(_ value: UInt64) { self.value = value }
    mutating func next() -> UInt64 { value }
}
