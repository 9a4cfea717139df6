// Locked: a value behind a lock, shared between tasks.
import Foundation

/// A value guarded by a lock; `withLock` gives exclusive access for the length of the closure.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
