// ReadyLine: the port a server prints, or why none came; the first of the read and the timer decides.
import Foundation

/// A one-time result that a thread or a timer may deliver and one task awaits.
final class ReadyLine: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Int, any Error>?
    private var waiter: CheckedContinuation<Int, any Error>?

    /// Delivers `result` unless one was delivered already.
    func finish(_ result: Result<Int, any Error>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(with: result)
    }

    /// The delivered result, once there is one.
    func value() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}
