// OwnThread: blocking work (a read from a pipe) run on a thread of its own, never on the cooperative pool.
import Foundation

/// The result of `work`, run on a new thread: a blocking system call there cannot take one of the few threads
/// every task of the test process shares.
func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
