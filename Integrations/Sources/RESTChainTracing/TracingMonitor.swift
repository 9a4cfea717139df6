// TracingMonitor: ends each attempt's span with its outcome.
import Foundation
import RESTChain
import Tracing

/// Opens a call's request span when it starts and ends it when it finishes, and ends the attempt span
/// ``TracingAdapter`` started, each with the answer's attributes or the failure recorded; numbers the attempts a
/// retry sends.
struct TracingMonitor: EventMonitor {
    let tracing: RequestTracing

    func record(_ event: RequestEvent) {
        switch event {
        case .started(let request):
            // A child of the current span: a server's span for the request it is answering, say.
            let span = tracing.tracer.startSpan(request.telemetryName, ofKind: .client)
            span.describe(request)
            tracing.requests.push(span)
        case .finished(_, let outcome, _):
            guard let span = tracing.requests.pop() else { return }
            switch outcome {
            case .success(let response):
                span.describe(response)
                span.attributes["restchain.cache"] = "\(response.cacheStatus)"
                if response.attempts > 1 { span.attributes["http.request.resend_count"] = response.attempts - 1 }
            case .failure(let error):
                span.record(error)
            }
            span.end()
        case .received(_, let response, _):
            guard let span = tracing.attempts.finish() else { return }
            span.describe(response)
            span.end()
        case .failed(_, let error, _):
            guard let span = tracing.attempts.finish() else { return }
            span.record(error)
            span.end()
        case .retrying(_, let attempt, _):
            tracing.attempts.announce(attempt: attempt)
        case .created, .adapted, .sent, .cache:
            break
        }
    }
}
