// The retry loop of a streamed request: the same decisions, pauses and limiter as a whole body's.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct StreamingRetryTests {
    private let quick = RetryPolicy(maximumAttempts: 3, baseDelay: .zero)

    /// A stub answering `statuses` in turn (the last one from then on), each body naming its status, each request
    /// recorded.
    private static func answering(_ statuses: [Int], recorder: StubRecorder) -> StubTransport {
        let sent = Locked(0)
        return recorder.transport { request in
            let index = sent.withLock { count in
                defer { count += 1 }
                return min(count, statuses.count - 1)
            }
            return RESTResponse(statusCode: statuses[index], body: Data("status \(statuses[index])".utf8))
        }
    }

    @Test func `a streamed GET answered 503 is opened again and its head counts both attempts`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(Self.answering([503, 200], recorder: recorder))
        let response = try await api.get("feed").retry(quick).streamedResponse()
        var body = Data()
        for try await chunk in response.body { body.append(chunk) }
        #expect(response.head.statusCode == 200 && response.head.attempts == 2)
        #expect(String(decoding: body, as: UTF8.self) == "status 200")
        #expect(await recorder.count == 2)
    }

    @Test func `a streamed GET refused on every attempt throws the last status and its body after all attempts`()
        async throws
    {
        let recorder = StubRecorder()
        let api = try stubClient(Self.answering([502, 503], recorder: recorder))
        let error = await #expect(throws: RESTError.self) { _ = try await api.get("feed").retry(quick).bytes() }
        guard case .httpStatus(let failure) = try #require(error) else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 503 && failure.attempts == 3 && failure.bodyText == "status 503")
        #expect(await recorder.count == 3)
    }

    @Test func `a streamed POST is opened once whatever the answer`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(Self.answering([503, 200], recorder: recorder))
        await #expect { _ = try await api.post("orders").retry(quick).bytes() } throws: {
            ($0 as? RESTError)?.statusCode == 503 && ($0 as? RESTError)?.attempts == 1
        }
        #expect(await recorder.count == 1)
    }

    @Test func `a 429 on a streamed request empties the rate limiter before the next attempt`() async throws {
        let limiter = RateLimiter(capacity: 5, refillPerSecond: 2)
        let recorder = StubRecorder()
        let api = try stubClient(Self.answering([429, 200], recorder: recorder)).configured { $0.rateLimiter = limiter }
        let response = try await api.get("feed").retry(quick).streamedResponse()
        response.body.cancel()
        #expect(response.head.attempts == 2)
        // Without the drain, three or more of the five tokens would be left after two attempts; with it, the second
        // attempt waited for a new token and took it, and at most what refills while this test goes on is left
        // (under a second of delay on a loaded machine, fewer than 3).
        let left = await limiter.available
        #expect(left < 3, "\(left) tokens left")
    }

    @Test func `a streamed error body quoting the token an adapter added shows it nowhere`() async throws {
        let api = try RESTClient(
            baseURL: "https://api.example.com",
            transport: StubTransport { request in
                let token = request.value(forHTTPHeaderField: "Authorization") ?? ""
                return RESTResponse(statusCode: 401, body: Data("refused \(token)".utf8))
            }
        )
        .configured { $0.adapters = [Self.bearer("TOKEN-4711-abc")] }
        let error = await #expect(throws: RESTError.self) { _ = try await api.get("me").bytes() }
        guard case .httpStatus(let failure) = try #require(error) else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(failure.bodyText == "refused <redacted>")
        #expect(!failure.bodyText.contains("TOKEN-4711") && !"\(failure)".contains("TOKEN-4711"))
    }

    /// An adapter that signs each request with `token`, as a token store would.
    private static func bearer(_ token: String) -> ClosureAdapter {
        ClosureAdapter { request in
            var signed = request
            signed.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            return signed
        }
    }
}
