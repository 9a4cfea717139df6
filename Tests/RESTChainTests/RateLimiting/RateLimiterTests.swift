// The rate limiter: a full bucket of `capacity` tokens, one per request, emptied by a 429, cancellable while waiting.
import RESTChain
import Testing

struct RateLimiterTests {
    @Test func `a new limiter holds a full burst and each request takes one token`() async throws {
        let limiter = RateLimiter(capacity: 3, refillPerSecond: 0.001)
        #expect(await limiter.available >= 3)
        try await limiter.acquire()
        try await limiter.acquire()
        let left = await limiter.available
        #expect(left >= 1 && left < 2)
    }

    @Test func `a capacity below one is one, and draining empties the bucket`() async throws {
        let limiter = RateLimiter(capacity: 0, refillPerSecond: 0.001)
        #expect(await limiter.capacity == 1)
        await limiter.drain()
        #expect(await limiter.available < 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func `a request waiting for a token stops when its task is cancelled`() async throws {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 0.001)  // the next token in about 17 minutes
        try await limiter.acquire()
        let waiter = Task { try await limiter.acquire() }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
    }

    @Test func `every request of a client takes a token from the shared limiter`() async throws {
        let limiter = RateLimiter(capacity: 5, refillPerSecond: 0.001)
        let api = try RESTClient(
            baseURL: "https://api.example.com", transport: StubTransport { _ in .init(statusCode: 200) }
        )
        .configured { $0.rateLimiter = limiter }
        _ = try await api.get("a").data()
        _ = try await api.post("b").data()
        let left = await limiter.available
        #expect(left >= 3 && left < 4)
    }
}
