// Deadline: bounds a whole exchange to the sub-second, and never waits for the work it abandons.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs an operation with a limit on its whole duration.
///
/// URLSession's `timeoutInterval` only limits the silence between two packets (and FoundationNetworking cuts it
/// to whole seconds), so a body that trickles in a byte at a time never times out with it. A deadline races the
/// operation against a timer on a plain Dispatch thread. Whichever finishes first resumes the caller, exactly
/// once; the loser is cancelled on ``CancellationQueue``, never on the cooperative pool, and the caller does not
/// wait for it to wind down.
enum Deadline {
    /// The result of `operation`, or `URLError(.timedOut)` when it has not finished within `seconds`.
    ///
    /// - Parameters:
    ///   - seconds: The limit; `nil` runs `operation` with none (and at no cost).
    ///   - url: The URL the timed-out error names.
    ///   - operation: The work to bound; it is cancelled when the limit passes.
    /// - Returns: What `operation` returned.
    /// - Throws: `URLError(.timedOut)` past the limit, `CancellationError` when the caller is cancelled, and
    ///   whatever `operation` throws.
    static func run<Value: Sendable>(
        within seconds: TimeInterval?,
        for url: URL? = nil,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard let seconds, seconds > 0, seconds.isFinite else { return try await operation() }
        let race = DeadlineRace<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation, within: seconds, for: url, operation)
            }
        } onCancel: {
            // Runs holding this task's status lock: hand off, never resume or cancel from here.
            CancellationQueue.async { race.finish(.failure(CancellationError())) }
        }
    }

    /// The limit URLSession's own timer gets when a request has a deadline: far enough above it that the
    /// deadline always fires first, so the two never race.
    static func backstop(for seconds: TimeInterval) -> TimeInterval {
        seconds.rounded(.up) * 2 + 30
    }
}

/// One race between an operation and its timer; the first to finish resumes the caller.
private final class DeadlineRace<Value: Sendable>: @unchecked Sendable {
    typealias Waiter = CheckedContinuation<Value, any Error>

    private let lock = NSLock()
    private var waiter: Waiter?
    private var finished = false
    private var task: Task<Void, Never>?
    private var timer: DispatchWorkItem?

    func start(
        _ waiter: Waiter,
        within seconds: TimeInterval,
        for url: URL?,
        _ operation: @escaping @Sendable () async throws -> Value
    ) {
        let cancelledFirst = lock.withLock {
            self.waiter = finished ? nil : waiter
            return finished
        }
        guard !cancelledFirst else { return waiter.resume(throwing: CancellationError()) }
        let task = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            self.finish(result, byOperation: true)
        }
        let failure = URLError(.timedOut, userInfo: url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
        // The timer fires on a plain thread, then queues the timeout behind the work the pool already has: under
        // load the operation's pending steps run first, as they would with a timer on the pool itself.
        let timer = CancellationQueue.after(seconds) { Task { self.finish(.failure(failure)) } }
        let finishedMeanwhile = lock.withLock {
            self.task = task
            self.timer = timer
            return finished
        }
        if finishedMeanwhile {
            timer.cancel()
            CancellationQueue.async { task.cancel() }
        }
    }

    /// Resumes the caller with `result` unless something finished first, then stops the other side.
    func finish(_ result: Result<Value, any Error>, byOperation: Bool = false) {
        let taken: (waiter: Waiter?, task: Task<Void, Never>?, timer: DispatchWorkItem?)? = lock.withLock {
            guard !finished else { return nil }
            finished = true
            defer { waiter = nil }
            return (waiter, task, timer)
        }
        guard let taken else { return }
        taken.waiter?.resume(with: result)
        taken.timer?.cancel()
        // `Task.cancel()` runs the operation's cancellation handlers on the calling thread: never the pool's.
        if !byOperation, let task = taken.task { CancellationQueue.async { task.cancel() } }
    }
}
