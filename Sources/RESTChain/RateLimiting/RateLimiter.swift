// RateLimiter: a token bucket shared by every request of a client.
import Foundation

/// A token bucket that keeps a client under an API's rate limit: a burst of `capacity` requests, then
/// `refillPerSecond` more each second.
///
/// Share one limiter between the requests of a client (``ClientConfiguration/rateLimiter``); each request on the
/// wire takes a token, waiting until one is free. Waiting is cancellable.
public actor RateLimiter {
    /// The burst size.
    public let capacity: Double
    /// Tokens added per second.
    public let refillPerSecond: Double

    private var tokens: Double
    private var updated: ContinuousClock.Instant
    private let clock = ContinuousClock()

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - capacity: The burst size, at least 1.
    ///   - refillPerSecond: Tokens added per second, more than 0.
    public init(capacity: Int, refillPerSecond: Double) {
        self.capacity = Double(max(1, capacity))
        self.refillPerSecond = max(refillPerSecond, 0.001)
        tokens = Double(max(1, capacity))
        updated = clock.now
    }

    /// Takes one token, waiting until one is free.
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled.
    public func acquire() async throws {
        while true {
            refill()
            if tokens >= 1 {
                tokens -= 1
                return
            }
            let wait = (1 - tokens) / refillPerSecond
            try await Task.sleep(for: .milliseconds(Int((wait * 1000).rounded(.up))))
        }
    }

    /// Empties the bucket, as after a 429: the next requests wait for fresh tokens.
    public func drain() {
        refill()
        tokens = min(tokens, 0)
    }

    /// The tokens available now.
    public var available: Double {
        refill()
        return tokens
    }

    private func refill() {
        let now = clock.now
        let elapsed = updated.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * refillPerSecond)
        updated = now
    }
}
