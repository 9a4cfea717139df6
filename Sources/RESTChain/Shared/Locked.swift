// Locked: a value many threads share, behind a lock — the one lock box of every module of this package.
import Foundation

/// A value that many threads share, read and changed only while holding its lock.
///
/// For bookkeeping that is a few dictionary operations (requests in flight, the cache's memory tier, added secret
/// names, a store's schema): an actor would make each caller hop to its executor and back for less work than the
/// hop, while a lock held that briefly never suspends. `NSLock` rather than `Synchronization.Mutex`, which needs
/// macOS 15 and iOS 18. Never hold the lock while resuming a continuation or cancelling a task: both may wait on a
/// task's status lock.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value, holding the lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
