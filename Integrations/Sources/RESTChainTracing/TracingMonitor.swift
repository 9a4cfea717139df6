// TracingMonitor: ends each attempt's span with its outcome.
import Foundation
import RESTChain
import Tracing

/// Ends the attempt span ``TracingAdapter`` started, with the answer's attributes or the failure recorded, and
/// numbers the attempts a retry sends.
struct TracingMonitor: EventMonitor {
    let tracing: RequestTracing

    func record(_ event: RequestEvent) {
        switch event {
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
