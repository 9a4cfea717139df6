// RequestTracing: a span per request and a child span per attempt through swift-distributed-tracing.
import Foundation
import RESTChain
import RESTChainTelemetryNames
import Tracing

/// Traces what a `RESTClient` sends through swift-distributed-tracing: a `client` span for each call
/// (a child of the current span: a server's span for the request it is answering, say), and a `client` span for
/// each of its attempts on the wire, a child of the call's, whose context the tracer injects into the request (the
/// W3C `traceparent` and `tracestate` with an OpenTelemetry tracer).
///
/// ```swift
/// let tracing = RequestTracing()
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com").configured { tracing.install(in: &$0) }
/// let build = try await api.get("v2/build").response()
/// ```
/// The call's span opens when the call starts and ends when it finishes (`RequestEvent.started(_:)`,
/// `RequestEvent.finished(_:outcome:duration:)`), so a call answered from the cache, or by joining an
/// identical GET in flight, has a span without attempts. Spans carry OpenTelemetry's HTTP client attribute names:
/// `http.request.method`, `url.full` (secret query items redacted, as everywhere in RESTChain), `server.address`,
/// `server.port`, `http.response.status_code`, `http.response.body.size`, `http.request.resend_count` on a retry's
/// attempt and on a call retried, `restchain.cache` on a call (how the cache answered), and `error.type` with an
/// error status for a status of 400 or more or a failure, whose error is recorded. No header value is ever an
/// attribute.
public struct RequestTracing: Sendable {
    /// The tracer spans are started with.
    public let tracer: any Tracer
    let requests = RequestSpans()
    let attempts = AttemptSpans()

    /// Creates tracing with `tracer`: by default the one `InstrumentationSystem` was bootstrapped with.
    public init(tracer: any Tracer = InstrumentationSystem.tracer) {
        self.tracer = tracer
    }

    /// Adds the adapter that starts each attempt's span and injects its context, after every other adapter (so
    /// the span covers what is sent as it is sent), and the monitor that opens and ends the spans.
    public func install(in configuration: inout ClientConfiguration) {
        configuration.adapters.append(TracingAdapter(tracing: self))
        configuration.monitors.append(TracingMonitor(tracing: self))
    }
}
