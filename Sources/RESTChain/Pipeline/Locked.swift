// Locked: state shared between threads behind a lock, for the pipeline's steps that must not hop to an actor.
import Foundation

/// A value that many threads share, read and changed only while holding its lock.
///
/// The pipeline's per-request bookkeeping (requests in flight, the cache's memory tier) is a few dictionary
/// operations; an actor would make each request hop to the actor's executor and back, which costs more than the
/// work. A lock held for a few hundred instructions costs less and never suspends. `NSLock` rather than
/// `Synchronization.Mutex`, which needs macOS 15 and iOS 18. Never hold the lock while resuming a continuation or
/// cancelling a task: both may wait on a task's status lock (see ``Transfer``).
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state, holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
