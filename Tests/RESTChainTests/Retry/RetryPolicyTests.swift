// The retry policy's public rules: attempts at least one, Retry-After honoured up to the cap, else growing pauses.
import RESTChain
import Testing

struct RetryPolicyTests {
    @Test func `never makes one attempt and the default retries 429 and 503`() {
        #expect(RetryPolicy.never.maximumAttempts == 1)
        #expect(RetryPolicy(maximumAttempts: 0).maximumAttempts == 1)
        #expect(RetryPolicy.rateLimited.retryableStatusCodes == [429, 503])
        #expect(!RetryPolicy.rateLimited.retriesTransportFailures)
    }

    @Test func `the pause is the server's Retry-After, capped at the maximum`() {
        let policy = RetryPolicy(maximumDelay: .seconds(10))
        let asksTwo = RESTResponse(statusCode: 429, headers: ["Retry-After": " 2 "])
        let asksAnHour = RESTResponse(statusCode: 503, headers: ["Retry-After": "3600"])
        #expect(policy.delay(after: asksTwo, attempt: 1) == .seconds(2))
        #expect(policy.delay(after: asksAnHour, attempt: 1) == .seconds(10))
    }

    @Test func `without Retry-After the pause doubles from the base delay up to the cap`() {
        let policy = RetryPolicy(baseDelay: .milliseconds(500), maximumDelay: .seconds(3))
        let pauses = (1...5).map { policy.delay(after: RESTResponse(statusCode: 503), attempt: $0) }
        #expect(pauses == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)])
        let unreadable = RESTResponse(statusCode: 503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        #expect(policy.delay(after: unreadable, attempt: 1) == .milliseconds(500))
    }

    @Test func `a client retries a 503 and every waiter sees the one final answer`() async throws {
        let recorder = StubRecorder()
        let transport = recorder.transport { _ in RESTResponse(statusCode: 503) }
        let api = try RESTClient(baseURL: "https://api.example.com", transport: transport).configured {
            $0.retryPolicy = RetryPolicy(maximumAttempts: 3, baseDelay: .zero)
        }
        await #expect { _ = try await api.get("busy").data() } throws: { ($0 as? RESTError)?.statusCode == 503 }
        #expect(await recorder.count == 3)
    }
}
