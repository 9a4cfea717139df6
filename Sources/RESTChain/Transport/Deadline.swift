// Deadline: bounds a whole exchange, for transports whose own timers only limit silence.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs an operation until a request's ``TransportRequest/deadline``.
///
/// URLSession's `timeoutInterval` only limits the silence between two packets (and FoundationNetworking cuts it
/// to whole seconds), so a body that trickles in a byte at a time never times out with it. A deadline races the
/// operation against a timer (`Task.sleep`, precise to the sub-second) and cancels it when the timer wins.
///
/// Cancelling here runs the operation's cancellation handlers on this cooperative thread while holding the
/// operation's status lock, so a handler must only hand off (``URLSessionTransport``'s does: see `Transfer`).
enum Deadline {
    /// The result of `operation`, or `request.timedOut` when it has not finished by `request.deadline`.
    ///
    /// - Parameters:
    ///   - request: The request whose deadline bounds the operation; without one, `operation` runs at no cost.
    ///   - operation: The work to bound; it is cancelled when the deadline passes.
    /// - Returns: What `operation` returned.
    /// - Throws: `URLError(.timedOut)` past the deadline, and whatever `operation` throws.
    static func run<Value: Sendable>(
        until request: TransportRequest,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard let deadline = request.deadline else { return try await operation() }
        return try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                throw request.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// The limit a transport's own timer on silence gets when a request has a deadline: far enough above the time
    /// left that the deadline always fires first, so the two never race.
    static func backstop(for remaining: Duration) -> TimeInterval {
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) * 1e-18
        return seconds.rounded(.up) * 2 + 30
    }
}
