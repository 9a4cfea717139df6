// RateLimiter: a token bucket shared by every request of a client, letting waiters through one per token, in order.
import Foundation

/// A token bucket that keeps a client under an API's rate limit: a burst of `capacity` requests, then
/// `refillPerSecond` more each second.
///
/// Share one limiter between the requests of a client (``ClientConfiguration/rateLimiter``); each request on the
/// wire takes a token, waiting until one is free. Waiters go through first come, first served, and each new token
/// wakes exactly one of them: one timer sleeps until the next token, however many wait. Waiting is cancellable: a
/// cancelled waiter leaves the queue at once with `CancellationError`.
public actor RateLimiter {
    /// The burst size.
    public let capacity: Double
    /// Tokens added per second.
    public let refillPerSecond: Double

    private var state: RateLimiterState
    private var continuations: [UInt64: CheckedContinuation<Void, any Error>] = [:]
    private var nextID: UInt64 = 0
    private var timerGeneration: UInt64 = 0
    private var timer: (generation: UInt64, task: Task<Void, Never>)?
    private let clock = ContinuousClock()

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - capacity: The burst size, at least 1.
    ///   - refillPerSecond: Tokens added per second, more than 0.
    public init(capacity: Int, refillPerSecond: Double) {
        self.capacity = Double(max(1, capacity))
        self.refillPerSecond = max(refillPerSecond, 0.001)
        state = RateLimiterState(
            capacity: self.capacity, refillPerSecond: self.refillPerSecond, now: ContinuousClock.now)
    }

    /// Takes one token, waiting behind earlier callers until one is free.
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled (or already was).
    public func acquire() async throws {
        release()
        if state.take(at: clock.now) { return }
        try Task.checkCancellation()
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                continuations[id] = continuation
                state.enqueue(id)
                scheduleTimer()
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Empties the bucket, as after a 429: the next requests wait for fresh tokens.
    public func drain() {
        state.drain(at: clock.now)
    }

    /// The tokens available now.
    public var available: Double {
        state.available(at: clock.now)
    }

    /// How many callers are waiting for a token now.
    public var waiting: Int {
        state.waiters.count
    }

    /// Resumes the waiters the tokens now let through.
    private func release() {
        for id in state.release(at: clock.now) {
            continuations.removeValue(forKey: id)?.resume()
        }
    }

    /// Starts the one timer, when someone waits and none runs: it sleeps until the next token is whole.
    private func scheduleTimer() {
        guard timer == nil, let delay = state.delayUntilNextToken else { return }
        timerGeneration += 1
        let generation = timerGeneration
        let deadline = state.updated.advanced(by: delay)
        timer = (
            generation,
            Task {
                do {
                    try await Task.sleep(until: deadline, clock: .continuous)
                } catch {
                    return
                }
                self.timerFired(generation)
            }
        )
    }

    private func timerFired(_ generation: UInt64) {
        guard timer?.generation == generation else { return }
        timer = nil
        release()
        scheduleTimer()
    }

    /// Takes a cancelled caller out of the queue and ends its wait; stops the timer when no one is left.
    private func cancelWaiter(_ id: UInt64) {
        guard state.remove(id) else { return }
        continuations.removeValue(forKey: id)?.resume(throwing: CancellationError())
        if state.waiters.isEmpty {
            timer?.task.cancel()
            timer = nil
        }
    }
}
