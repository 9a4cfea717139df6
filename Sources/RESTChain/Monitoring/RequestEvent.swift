// RequestEvent: what happens to a request on its way, as monitors see it.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One step of a request's trip, reported to every ``EventMonitor``.
///
/// Each call of a handler (a response, a stream, a download) reports ``started(_:)`` first and
/// ``finished(_:outcome:duration:)`` last, once each, whatever happens between: an answer from the cache, retries,
/// cancellation, or an identical GET in flight joined. Between them, each attempt on the wire reports, in order:
/// ``created(_:)``, ``adapted(_:)`` (only when the client has adapters), ``sent(_:)``, then
/// ``received(_:response:duration:)`` or ``failed(_:error:duration:)``; when the ``RetryPolicy`` sends it again,
/// ``retrying(_:attempt:delay:)`` and the same steps for the next attempt. A call that joins a GET already in
/// flight reports only its start and its end: the attempts are the call's that sends them, as on the wire.
/// A request whose URL or headers cannot be built reports nothing: it never started.
public enum RequestEvent: Sendable {
    /// A handler started the call, before the cache is asked: the request as the session built it.
    case started(URLRequest)
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
    /// The call ended, after `duration` since ``started(_:)``, with what its caller receives: the accepted
    /// response (from the wire, the cache or the identical GET it joined; for a stream, the head, whose body the
    /// caller reads next), or the error after the last attempt (``RESTError/cancelled`` for a cancelled call, and
    /// ``RESTError/httpStatus(_:)`` for a status the request does not accept).
    case finished(URLRequest, outcome: Result<RESTResponse, RESTError>, duration: Duration)

    /// The request the event is about.
    public var request: URLRequest {
        switch self {
        case .started(let request), .created(let request), .adapted(let request), .sent(let request): request
        case .received(let request, _, _), .failed(let request, _, _), .cache(let request, _),
            .retrying(let request, _, _), .finished(let request, _, _):
            request
        }
    }
}
