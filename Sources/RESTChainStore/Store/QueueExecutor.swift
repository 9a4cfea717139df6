// QueueExecutor: a serial executor on a dispatch queue, so the store's blocking SQLite calls stay off the pool.
import Dispatch

/// Runs an actor's jobs, one at a time, on a dispatch queue of its own.
///
/// SQLite calls block their thread (disk I/O, `busy_timeout` waits of up to 10 s). On Swift's cooperative pool —
/// one thread per core — a blocked thread is one fewer for every other task of the process; on a queue's thread it
/// costs no task anything. `ModelStore` runs on one of these, and each reader connection has its own queue.
final class QueueExecutor: SerialExecutor {
    /// The queue every job runs on.
    let queue: DispatchQueue

    /// An executor on a new serial queue named `label`.
    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(queue))
    }

    /// Runs `body` on the queue and gives back what it returned or threw, the caller suspended meanwhile.
    func run<Result: Sendable>(
        _ body: @escaping @Sendable () throws(StoreError) -> Result
    ) async throws(StoreError) -> Result {
        let outcome = await withCheckedContinuation {
            (continuation: CheckedContinuation<Swift.Result<Result, StoreError>, Never>) in
            queue.async { continuation.resume(returning: Swift.Result(catching: body)) }
        }
        return try outcome.get()
    }
}
