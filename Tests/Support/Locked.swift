// Locked: a value behind a lock, usable on every platform RESTChain supports.
import Foundation

/// A value guarded by a lock; the same shape as `Synchronization.Mutex`, without its macOS 15 minimum.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
