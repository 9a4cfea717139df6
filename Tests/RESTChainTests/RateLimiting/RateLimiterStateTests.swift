// The rate limiter's pure state: each whole token lets exactly one waiter through, longest-waiting first.
import Testing

@testable import RESTChain

struct RateLimiterStateTests {
    let start = ContinuousClock.now

    /// An empty bucket of `capacity` filling at one token a second, with waiters 1…`waiters` queued at `start`.
    func queue(capacity: Double = 3, waiters: UInt64) -> RateLimiterState {
        var state = RateLimiterState(capacity: capacity, refillPerSecond: 1, now: start)
        state.drain(at: start)
        for id in 1...waiters { state.enqueue(id) }
        return state
    }

    /// The waiters `state` lets through `seconds` after `start`.
    func release(_ state: inout RateLimiterState, after seconds: Double) -> [UInt64] {
        Array(state.release(at: start.advanced(by: .seconds(seconds))))
    }

    @Test func `each whole token lets exactly one waiter through, longest-waiting first`() {
        var state = queue(waiters: 5)
        let early = release(&state, after: 0.75)
        let first = release(&state, after: 1)
        let next = release(&state, after: 3.5)
        #expect(early.isEmpty && first == [1] && next == [2, 3])
        #expect(state.waiters == [4, 5])
        #expect(state.delayUntilNextToken == .milliseconds(500))
    }

    @Test func `a new caller waits behind the queue even when a token is free`() {
        var state = queue(waiters: 1)
        let later = start.advanced(by: .seconds(2))
        let tookBeforeQueue = state.take(at: later)
        let released = release(&state, after: 2)
        let tookAfterQueue = state.take(at: later)
        #expect(!tookBeforeQueue && released == [1] && tookAfterQueue)
    }

    @Test func `a removed waiter is never let through and its place goes to the next`() {
        var state = queue(waiters: 3)
        let removed = state.remove(2)
        let removedAgain = state.remove(2)
        #expect(removed && !removedAgain)
        #expect(release(&state, after: 3) == [1, 3])
        #expect(state.waiters.isEmpty && state.delayUntilNextToken == nil)
    }

    @Test func `the capacity caps the tokens a long pause builds up`() {
        var state = queue(capacity: 2, waiters: 4)
        #expect(release(&state, after: 60) == [1, 2])
        #expect(state.waiters == [3, 4])
    }
}
