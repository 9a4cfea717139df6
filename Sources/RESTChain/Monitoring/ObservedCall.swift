// ObservedCall: the start and the end of one call, as the monitors hear of them.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One call of a handler that monitors watch: made when it starts, told once how it ended.
///
/// The pipeline makes one only when the client has monitors, so a client without any reads no clock and makes no
/// event: a class, so that a call's frame holds one optional reference either way.
final class ObservedCall: Sendable {
    private let request: URLRequest
    private let monitors: [any EventMonitor]
    private let start = ContinuousClock.now

    private init(_ request: URLRequest, monitors: [any EventMonitor]) {
        self.request = request
        self.monitors = monitors
    }

    /// Tells `monitors` (at least one) that `request` started, and returns the call to finish.
    @inline(never)
    static func start(_ request: URLRequest, monitors: [any EventMonitor]) -> ObservedCall {
        let call = ObservedCall(request, monitors: monitors)
        monitors.record(.started(request))
        return call
    }

    /// Tells the monitors how the call ended; called once, on every way out of the call.
    @inline(never)
    func finish(_ outcome: Result<RESTResponse, RESTError>) {
        monitors.record(.finished(request, outcome: outcome, duration: start.duration(to: .now)))
    }
}
