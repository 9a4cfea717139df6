// RateLimiterState: the token bucket and its queue of waiters as pure state — which waiters a moment lets through.

/// A token bucket with a first-in, first-out queue of waiting callers, told the time rather than reading a clock.
///
/// Each token lets exactly one waiter through, the one that has waited longest; a caller only takes a token at once
/// when no one is waiting, so no late caller overtakes the queue.
struct RateLimiterState {
    /// The burst size.
    let capacity: Double
    /// Tokens added per second.
    let refillPerSecond: Double
    /// The tokens in the bucket at `updated`; below 1 while anyone waits, negative after a drain.
    private(set) var tokens: Double
    /// When `tokens` was last brought up to date.
    private(set) var updated: ContinuousClock.Instant
    /// The waiting callers, longest-waiting first.
    private(set) var waiters: [UInt64] = []

    /// A full bucket at `now`.
    init(capacity: Double, refillPerSecond: Double, now: ContinuousClock.Instant) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
        tokens = capacity
        updated = now
    }

    /// Takes a token for a new caller when one is free and no one waits before it.
    mutating func take(at now: ContinuousClock.Instant) -> Bool {
        refill(at: now)
        guard waiters.isEmpty, tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Queues the caller `id` behind every waiter already there.
    mutating func enqueue(_ id: UInt64) {
        waiters.append(id)
    }

    /// Takes the caller `id` out of the queue; `false` when it was not waiting (already let through).
    mutating func remove(_ id: UInt64) -> Bool {
        guard let index = waiters.firstIndex(of: id) else { return false }
        waiters.remove(at: index)
        return true
    }

    /// The waiters the tokens at `now` let through, longest-waiting first: one per whole token, no more.
    mutating func release(at now: ContinuousClock.Instant) -> ArraySlice<UInt64> {
        refill(at: now)
        let count = min(waiters.count, max(0, Int(tokens.rounded(.down))))
        tokens -= Double(count)
        let released = waiters.prefix(count)
        waiters.removeFirst(count)
        return released
    }

    /// How long after `updated` the next token is whole; `nil` when no one waits.
    var delayUntilNextToken: Duration? {
        guard !waiters.isEmpty else { return nil }
        return .seconds(max(0, 1 - tokens) / refillPerSecond)
    }

    /// Empties the bucket at `now`, as after a 429.
    mutating func drain(at now: ContinuousClock.Instant) {
        refill(at: now)
        tokens = min(tokens, 0)
    }

    /// The tokens at `now`.
    mutating func available(at now: ContinuousClock.Instant) -> Double {
        refill(at: now)
        return tokens
    }

    private mutating func refill(at now: ContinuousClock.Instant) {
        guard now > updated else { return }
        let elapsed = updated.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(capacity, tokens + seconds * refillPerSecond)
        updated = now
    }
}
