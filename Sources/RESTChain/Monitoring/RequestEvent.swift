// RequestEvent: what happens to a request on its way, as monitors see it.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One step of a request's trip, reported to every ``EventMonitor``.
///
/// A request on the wire reports, in order: ``created(_:)``, ``adapted(_:)`` (only when the client has
/// adapters), ``sent(_:)``, then ``received(_:response:duration:)`` or ``failed(_:error:duration:)``; when the
/// ``RetryPolicy`` sends it again, ``retrying(_:attempt:delay:)`` and the same steps for the next attempt.
/// Handlers that join a GET already in flight add no events: monitors see the wire.
public enum RequestEvent: Sendable {
    /// The `URLRequest` was built from the session.
    case created(URLRequest)
    /// The adapters ran and produced this request.
    case adapted(URLRequest)
    /// The request was handed to the transport.
    case sent(URLRequest)
    /// A response arrived — with any status code — after `duration`.
    case received(URLRequest, response: RESTResponse, duration: Duration)
    /// The request failed before a response arrived (adapter, transport or cancellation), after `duration`.
    case failed(URLRequest, error: RESTError, duration: Duration)
    /// The client's ``HTTPCache`` answered: `response.cacheStatus` says how — ``CacheStatus/hit`` or
    /// ``CacheStatus/stale`` with nothing on the wire, ``CacheStatus/revalidated`` after the `304` the monitors
    /// saw received; or a `504` for an `onlyIfCached` request nothing stored could answer. Misses add no event.
    case cache(URLRequest, response: RESTResponse)
    /// The attempt that just ended will be followed by attempt number `attempt` (2 for the first retry) after
    /// `delay`, as the ``RetryPolicy`` (or the server's `Retry-After`) asks.
    case retrying(URLRequest, attempt: Int, delay: Duration)

    /// The request the event is about.
    public var request: URLRequest {
        switch self {
        case .created(let request), .adapted(let request), .sent(let request): request
        case .received(let request, _, _), .failed(let request, _, _), .cache(let request, _),
            .retrying(let request, _, _):
            request
        }
    }
}
