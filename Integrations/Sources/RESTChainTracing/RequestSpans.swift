// RequestSpans: each call's request span, from the monitor event that opens it to the one that closes it.
import Foundation
import Tracing

/// The open request spans, by the task that made the call: a stack per task, since a call made while another is
/// under way on the same task (an adapter's own request, say) starts and finishes inside it.
///
/// The pipeline tells the monitors that a call started and finished on the caller's task, and sends the call's
/// attempts on that task too, so an attempt finds its request span as the top of its task's stack.
final class RequestSpans: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [Int: [any Span]] = [:]

    /// Keeps `span` as the current task's innermost call.
    func push(_ span: any Span) {
        guard let task = currentTask else { return }
        lock.withLock { open[task, default: []].append(span) }
    }

    /// The current task's innermost call's span, which the caller ends.
    func pop() -> (any Span)? {
        guard let task = currentTask else { return nil }
        return lock.withLock {
            let span = open[task]?.popLast()
            if open[task]?.isEmpty == true { open[task] = nil }
            return span
        }
    }

    /// The current task's innermost call's span: the parent of the attempt the task sends.
    var current: (any Span)? {
        guard let task = currentTask else { return nil }
        return lock.withLock { open[task]?.last }
    }
}

/// The current task, as a key: the calls and attempts a task makes are its own.
var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
}
