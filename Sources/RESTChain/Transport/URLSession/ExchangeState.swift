// ExchangeState: where an exchange on a URLSession task stands for its caller, who is resumed exactly once.
import Foundation

/// Where one exchange on a URLSession task stands: not started, its caller waiting for the answer, its body being
/// delivered to a consumer, or ended. The one state ``Transfer`` and ``StreamTransfer`` keep under their lock.
///
/// Each transition hands back what to resume — the caller's continuation, the body's consumer — and takes it out of
/// the state, so whichever comes first (the session's completion, a size-limit failure, a deadline, a
/// cancellation) resumes it, and nothing else can. Pure state: no lock, no task, testable alone.
///
/// Why an exchange cannot deadlock (swift-corelibs-foundation #5412 and its kin):
/// - The owner decides a transition under its lock and resumes what it got *after* unlocking: resuming schedules
///   the caller's task, which takes that task's status lock, and a cancellation handler holding that status lock
///   may be waiting for the owner's lock; never holding both breaks the cycle.
/// - `URLSessionTask.cancel()` (which waits on the session's work queue with `workQueue.sync`) is only called on
///   ``CancellationQueue``'s plain threads, never from a cancellation handler nor from the cooperative pool. The
///   delegate methods run on the work queue itself (``DelegateQueue``) and wait for nothing that waits for
///   it: the owner's lock, held for a few instructions by threads that never wait on the session, and a caller
///   task's status lock when resuming its continuation, held only by cancellation handlers that merely hand off.
/// - So no thread ever holds a Swift task's status lock while waiting for the work queue, which is the cycle
///   #5412 needs, whatever the order of cancellation, deadline, server failure and URLSession's own timeout.
struct ExchangeState<Waiter, Consumer> {
    private enum Stage {
        case created
        case waiting(Waiter)
        case delivering(Consumer)
        /// Cancelled before the caller was recorded: the start is refused.
        case cancelledEarly
        case finished
    }

    private var stage = Stage.created

    /// Records the caller who waits for the answer; `false` when a cancellation came first, so the task must not
    /// run and the caller is told it was cancelled.
    mutating func start(_ waiter: Waiter) -> Bool {
        if case .cancelledEarly = stage {
            stage = .finished
            return false
        }
        stage = .waiting(waiter)
        return true
    }

    /// Whether the caller still waits for the answer.
    var isWaiting: Bool {
        if case .waiting = stage { return true }
        return false
    }

    /// The consumer the body goes to, while it is delivered.
    var consumer: Consumer? {
        guard case .delivering(let consumer) = stage else { return nil }
        return consumer
    }

    /// Hands the exchange from its caller to the body's `consumer`: the caller to resume with the head, or `nil`
    /// (and no change) when the caller no longer waits.
    mutating func deliver(to consumer: Consumer) -> Waiter? {
        guard case .waiting(let waiter) = stage else { return nil }
        stage = .delivering(consumer)
        return waiter
    }

    /// Ends the exchange: the caller or the body's consumer, whichever is there, to resume with the outcome; both
    /// `nil` when it had already ended. Before the start it refuses the start instead.
    ///
    /// - Parameter sparingDelivery: Whether a body being delivered goes on: a cancellation meant for the caller
    ///   leaves the body to its consumer, whose own cancellation ends it.
    /// - Returns: The caller or the consumer to resume, at most one of them.
    mutating func end(sparingDelivery: Bool = false) -> (waiter: Waiter?, consumer: Consumer?) {
        switch stage {
        case .created:
            stage = .cancelledEarly
            return (nil, nil)
        case .waiting(let waiter):
            stage = .finished
            return (waiter, nil)
        case .delivering(let consumer):
            guard !sparingDelivery else { return (nil, nil) }
            stage = .finished
            return (nil, consumer)
        case .cancelledEarly, .finished:
            return (nil, nil)
        }
    }
}
