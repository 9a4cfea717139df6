// AttemptSpans: the span of each attempt on the wire, from the adapter that starts it to the monitor that ends it.
import Foundation
import Tracing

/// The open attempt spans, by the task that sends the attempt.
///
/// The pipeline adapts an attempt, sends it and tells the monitors how it ended on one task, and a task sends one
/// attempt at a time, so the task is the key that joins the adapter's span to the monitor's event.
final class AttemptSpans: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [Int: any Span] = [:]
    /// The attempt number each task's next attempt has, set by a retry event.
    private var nextAttempt: [Int: Int] = [:]

    /// Keeps `span` as the current task's attempt; returns the attempt's number (1 unless a retry was announced).
    func start(_ span: any Span) -> Int {
        guard let task = currentTask else { return 1 }
        return lock.withLock {
            open[task]?.end()
            open[task] = span
            return nextAttempt.removeValue(forKey: task) ?? 1
        }
    }

    /// Says the current task's next attempt is number `attempt`.
    func announce(attempt: Int) {
        guard let task = currentTask else { return }
        lock.withLock { nextAttempt[task] = attempt }
    }

    /// The current task's attempt span, which the caller ends.
    func finish() -> (any Span)? {
        guard let task = currentTask else { return nil }
        return lock.withLock { open.removeValue(forKey: task) }
    }
}
