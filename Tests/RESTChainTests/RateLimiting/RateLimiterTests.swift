// The rate limiter: a full bucket of `capacity` tokens, one per request, emptied by a 429, waiters served in order
// and cancellable while waiting.
import RESTChain
import TestSupport
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

    @Test(.timeLimit(.minutes(1)))
    func `waiters get their tokens in the order they came`() async throws {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 10)
        try await limiter.acquire()
        let served = Served()
        var waiters: [Task<Void, any Error>] = []
        for index in 0..<5 {
            waiters.append(
                Task {
                    try await limiter.acquire()
                    await served.append(index)
                })
            // The next caller comes only once this one is queued (or already served).
            #expect(try await eventually { await limiter.waiting + served.order.count == index + 1 })
        }
        for waiter in waiters { try await waiter.value }
        #expect(await served.order == [0, 1, 2, 3, 4])
        #expect(await limiter.waiting == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func `cancelling one waiter ends its wait at once and leaves the others queued in order`() async throws {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 0.001)  // the next token in about 17 minutes
        try await limiter.acquire()
        var waiters: [Task<Void, any Error>] = []
        for index in 0..<3 {
            waiters.append(Task { try await limiter.acquire() })
            #expect(try await eventually { await limiter.waiting == index + 1 })
        }
        waiters[1].cancel()
        await #expect(throws: CancellationError.self) { try await waiters[1].value }
        #expect(await limiter.waiting == 2)
        waiters[0].cancel()
        waiters[2].cancel()
        for waiter in [waiters[0], waiters[2]] {
            await #expect(throws: CancellationError.self) { try await waiter.value }
        }
        #expect(await limiter.waiting == 0)
    }

    @Test func `a task cancelled before it asks is refused at once and never queued`() async throws {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 0.001)
        try await limiter.acquire()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await limiter.acquire()
        }
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(await limiter.waiting == 0)
    }
}

/// The callers a limiter let through, in the order it did.
actor Served {
    private(set) var order: [Int] = []

    func append(_ index: Int) { order.append(index) }
}
