// ExchangeState without a socket: the caller and the body's consumer are each handed out once, whoever ends first.
import Testing

@testable import RESTChain

struct ExchangeStateTests {
    /// Strings stand for the caller's continuation and the body's consumer.
    private typealias State = ExchangeState<String, String>

    @Test func `the caller is handed out once, to whichever ends the exchange first`() {
        var state = State()
        let started = state.start("caller")
        #expect(started && state.isWaiting && state.consumer == nil)
        let first = state.end()
        let second = state.end()
        let late = state.deliver(to: "body")
        #expect(first.waiter == "caller" && first.consumer == nil)
        #expect(second.waiter == nil && second.consumer == nil)
        #expect(late == nil && !state.isWaiting && state.consumer == nil)
    }

    @Test func `a cancellation before the start refuses the start`() {
        var state = State()
        let early = state.end()
        let started = state.start("caller")
        let after = state.end()
        #expect(early.waiter == nil && early.consumer == nil)
        #expect(!started && !state.isWaiting)
        #expect(after.waiter == nil && after.consumer == nil)
    }

    @Test func `the head hands the caller over to the body's consumer, who alone is ended then`() {
        var state = State()
        _ = state.start("caller")
        let caller = state.deliver(to: "body")
        let again = state.deliver(to: "other")
        #expect(caller == "caller" && again == nil)
        #expect(!state.isWaiting && state.consumer == "body")
        let ended = state.end()
        let after = state.end()
        #expect(ended.waiter == nil && ended.consumer == "body")
        #expect(state.consumer == nil && after.consumer == nil)
    }

    @Test func `a cancellation meant for the caller spares a body being delivered, not a caller waiting`() {
        var delivering = State()
        _ = delivering.start("caller")
        _ = delivering.deliver(to: "body")
        let spared = delivering.end(sparingDelivery: true)
        #expect(spared.waiter == nil && spared.consumer == nil && delivering.consumer == "body")
        var waiting = State()
        _ = waiting.start("caller")
        let cancelled = waiting.end(sparingDelivery: true)
        #expect(cancelled.waiter == "caller" && !waiting.isWaiting)
    }
}
