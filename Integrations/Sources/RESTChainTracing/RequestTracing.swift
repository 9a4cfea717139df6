// RequestTracing: a span per request and a child span per attempt through swift-distributed-tracing.
import Foundation
import RESTChain
import RESTChainTelemetryNames
import Tracing

/// Traces what a ``RESTChain/RESTClient`` sends through swift-distributed-tracing: a `client` span for each attempt
/// on the wire, whose context the tracer injects into the request (the W3C `traceparent` and `tracestate` with an
/// OpenTelemetry tracer), as a child of the span around it — the request span of
/// ``RESTChain/ResponseHandling/response(tracedBy:)``, or a server's span for the request it is answering.
///
/// ```swift
/// let tracing = RequestTracing()
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com").configured { tracing.install(in: &$0) }
/// let build = try await api.get("v2/build").response(tracedBy: tracing)
/// ```
/// Spans carry OpenTelemetry's HTTP client attribute names: `http.request.method`, `url.full` (secret query items
/// redacted, as everywhere in RESTChain), `server.address`, `server.port`, `http.response.status_code`,
/// `http.response.body.size`, `http.request.resend_count` on a retry's attempt, and `error.type` with an error
/// status for a status of 400 or more or a failure, whose error is recorded. No header value is ever an attribute.
public struct RequestTracing: Sendable {
    /// The tracer spans are started with.
    public let tracer: any Tracer
    let attempts = AttemptSpans()

    /// Creates tracing with `tracer`: by default the one `InstrumentationSystem` was bootstrapped with.
    public init(tracer: any Tracer = InstrumentationSystem.tracer) {
        self.tracer = tracer
    }

    /// Adds the adapter that starts each attempt's span and injects its context, after every other adapter (so
    /// the span covers what is sent as it is sent), and the monitor that ends it.
    public func install(in configuration: inout ClientConfiguration) {
        configuration.adapters.append(TracingAdapter(tracing: self))
        configuration.monitors.append(TracingMonitor(tracing: self))
    }
}

extension ResponseHandling {
    /// The response, within a `client` span for the whole request whose attempts are its children.
    ///
    /// The span is named after the method, carries the request's attributes and, when the request fails, its
    /// error; a response whose status the session accepts but is 400 or more sets the error status too.
    /// - Parameter tracing: The tracing installed in this session's client.
    /// - Returns: The accepted response, as ``response()`` returns it.
    /// - Throws: What ``response()`` throws.
    public func response(tracedBy tracing: RequestTracing) async throws(RESTError) -> RESTResponse {
        let urlRequest = try? request.urlRequest()
        let span = tracing.tracer.startSpan(request.method.rawValue, ofKind: .client)
        if let urlRequest { span.describe(urlRequest) }
        defer { span.end() }
        // The attempts' spans find this one in the task's service context.
        let outcome = await ServiceContext.withValue(span.context) { () async -> Result<RESTResponse, RESTError> in
            do throws(RESTError) {
                return .success(try await self.response())
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let response):
            span.describe(response)
            return response
        case .failure(let error):
            span.record(error)
            throw error
        }
    }
}
