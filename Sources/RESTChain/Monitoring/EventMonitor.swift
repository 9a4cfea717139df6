// EventMonitor: an observer of every request's events, for logs and metrics.
import Foundation

/// Observes every request a client sends — for a logger, metrics or tests — without touching the core.
///
/// `record(_:)` is called synchronously on the request's task: keep it quick, and hand heavy work to a
/// task or actor of your own.
/// ```swift
/// struct Metrics: EventMonitor {
///     func record(_ event: RequestEvent) {
///         if case .received(_, let response, let duration) = event {
///             histogram.record(duration, status: response.statusCode)
///         }
///     }
/// }
/// configuration.monitors = [Metrics(), LoggingMonitor()]
/// ```
public protocol EventMonitor: Sendable {
    /// Called for each step of each request on the wire.
    func record(_ event: RequestEvent)
}

/// A monitor made from a closure.
public struct ClosureMonitor: EventMonitor {
    private let body: @Sendable (RequestEvent) -> Void

    /// Creates a monitor that runs `body` for every event.
    public init(_ body: @escaping @Sendable (RequestEvent) -> Void) { self.body = body }

    /// Runs the closure.
    public func record(_ event: RequestEvent) { body(event) }
}
