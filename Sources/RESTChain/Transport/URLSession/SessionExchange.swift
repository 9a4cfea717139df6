// SessionExchange: what TransferDelegate hands a task's events to — a collected (Transfer) or streamed exchange.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One exchange on a URLSession task, told that task's events by ``TransferDelegate`` on the session's
/// ``DelegateQueue``. Each method returns promptly: it never waits for the session.
protocol SessionExchange: AnyObject, Sendable {
    /// The response head (an interim `1xx` one included, which the exchange skips).
    func receive(_ head: URLResponse)
    /// The next piece of the body.
    func receive(_ data: Data)
    /// How many bytes of the request body have been sent so far.
    func sent(_ totalBytesSent: Int64)
    /// What the session measured, delivered before ``complete(with:)`` (``TransferDelegate`` orders them).
    func record(_ metrics: TransferMetrics)
    /// The end of the task: `nil` when it succeeded.
    func complete(with error: (any Error)?)
    /// The delegate refused the server's trust and cancels the challenge: the exchange ends as untrusted before the
    /// task's `URLError(.cancelled)` arrives.
    func refuseUntrustedServer()
}
