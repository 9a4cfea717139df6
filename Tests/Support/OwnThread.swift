// Blocking or CPU-heavy test work on a thread of its own, so the cooperative pool stays free for socket tests.
import Foundation

/// Runs `work` on a new thread and returns what it returns.
///
/// The cooperative pool has one thread per core (two here). A test that decodes 95 000 objects or waits on a child
/// process while holding one of them stalls every other test's network waits for as long, and timing-sensitive
/// tests running beside it fail. Heavy work goes here instead; expectations stay in the calling task.
///
/// - Parameter work: The blocking work.
/// - Returns: The value `work` returns.
/// - Throws: Whatever `work` throws.
public func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
