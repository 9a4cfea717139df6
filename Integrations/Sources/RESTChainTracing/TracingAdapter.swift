// TracingAdapter: starts each attempt's span and injects its context into the request.
import Foundation
import RESTChain
import Tracing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starts a `client` span for each attempt, a child of its call's request span (or, for an attempt no call
/// started, such as a background revalidation, of the current service context), and lets the tracer inject the
/// span's context into the request's headers.
struct TracingAdapter: RequestAdapter {
    let tracing: RequestTracing

    func adapt(_ request: URLRequest) async throws -> URLRequest {
        let parent = tracing.requests.current?.context ?? ServiceContext.current ?? .topLevel
        let span = tracing.tracer.startSpan(request.telemetryName, context: parent, ofKind: .client)
        span.describe(request)
        let attempt = tracing.attempts.start(span)
        if attempt > 1 { span.attributes["http.request.resend_count"] = attempt - 1 }
        var adapted = request
        tracing.tracer.inject(span.context, into: &adapted, using: URLRequestInjector())
        return adapted
    }
}

/// Writes a tracer's fields (`traceparent`, `tracestate`…) as request headers, replacing any of the same name.
struct URLRequestInjector: Injector {
    func inject(_ value: String, forKey key: String, into request: inout URLRequest) {
        request.setValue(value, forHTTPHeaderField: key)
    }
}

extension URLRequest {
    /// A span's name, the method, as OpenTelemetry names HTTP client spans without a route.
    var telemetryName: String { httpMethod ?? "GET" }
}
