// Deadline: bounds a whole exchange, which URLSession's timeout (a limit on silence) does not.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs an operation with a limit on its whole duration.
///
/// URLSession's `timeoutInterval` only limits the silence between two packets (and FoundationNetworking cuts it
/// to whole seconds), so a body that trickles in a byte at a time never times out with it. A deadline races the
/// operation against a timer (`Task.sleep`, precise to the sub-second) and cancels it when the timer wins.
///
/// Why cancelling here cannot freeze the process (swift-corelibs-foundation #5412): `cancelAll()` runs the
/// operation's cancellation handlers on this cooperative thread, while holding the operation's status lock.
/// ``URLSessionTransport``'s handler only hands the cancellation to a plain thread (``CancellationQueue``) and
/// returns; `URLSessionTask.cancel()`, which waits on the session's work queue, runs there, so no thread ever
/// holds a task's status lock while waiting for the work queue. The timer and the operation are both jobs on the
/// cooperative pool, so under load neither is favoured over the other.
enum Deadline {
    /// The result of `operation`, or `URLError(.timedOut)` when it has not finished within `seconds`.
    ///
    /// - Parameters:
    ///   - seconds: The limit; `nil` runs `operation` with none (and at no cost).
    ///   - url: The URL the timed-out error names.
    ///   - operation: The work to bound; it is cancelled when the limit passes.
    /// - Returns: What `operation` returned.
    /// - Throws: `URLError(.timedOut)` past the limit, and whatever `operation` throws.
    static func run<Value: Sendable>(
        within seconds: TimeInterval?,
        for url: URL? = nil,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard let seconds, seconds > 0, seconds.isFinite else { return try await operation() }
        return try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw URLError(.timedOut, userInfo: url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// The limit URLSession's own timer gets when a request has a deadline: far enough above it that the
    /// deadline always fires first, so the two never race.
    static func backstop(for seconds: TimeInterval) -> TimeInterval {
        seconds.rounded(.up) * 2 + 30
    }
}
