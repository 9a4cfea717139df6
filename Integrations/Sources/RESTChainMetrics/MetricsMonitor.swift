// MetricsMonitor: counters, a duration timer and size recorders through swift-metrics.
import CoreMetrics
import Foundation
import RESTChain
import RESTChainTelemetryNames

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An event monitor that counts and times each request RESTChain sends through swift-metrics.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com").configured {
///     $0.monitors.append(MetricsMonitor())
/// }
/// ```
/// Every metric's dimensions are the request's `method` and `host` (never its full URL, nor a query item), and
/// for an answer its `status_class` (`2xx` … `5xx`), `failed` when none came:
/// - `<prefix>_requests` (counter): answers and failures from the wire;
/// - `<prefix>_request_duration` (timer): how long each of them took, in nanoseconds;
/// - `<prefix>_response_body_size` and `<prefix>_request_body_size` (recorders): bytes, for answers and for
///   requests with a body in memory;
/// - `<prefix>_cache_answers` (counter): answers from the `HTTPCache`, with a `cache` dimension (`hit`, `stale`,
///   `revalidated`);
/// - `<prefix>_retries` (counter): attempts the `RetryPolicy` sends again.
public struct MetricsMonitor: EventMonitor {
    /// The start of every metric's label.
    public let prefix: String
    private let factory: any MetricsFactory

    /// Creates a monitor.
    ///
    /// - Parameters:
    ///   - prefix: The start of every label; `restchain_http_client` by default.
    ///   - factory: Where metrics go; the one `MetricsSystem` was bootstrapped with by default.
    public init(prefix: String = "restchain_http_client", factory: any MetricsFactory = MetricsSystem.factory) {
        self.prefix = prefix
        self.factory = factory
    }

    /// Counts, times or measures the event; `.created`, `.adapted` and `.sent` count nothing.
    public func record(_ event: RequestEvent) {
        switch event {
        case .received(let request, let response, let duration):
            finished(request, statusClass(response.statusCode), duration)
            Recorder(
                label: prefix + "_response_body_size", dimensions: dimensions(request), factory: factory
            ).record(response.body.count)
        case .failed(let request, _, let duration):
            finished(request, "failed", duration)
        case .cache(let request, let response):
            let cache = [("cache", "\(response.cacheStatus)")]
            Counter(label: prefix + "_cache_answers", dimensions: dimensions(request) + cache, factory: factory)
                .increment()
        case .retrying(let request, _, _):
            Counter(label: prefix + "_retries", dimensions: dimensions(request), factory: factory).increment()
        case .started, .created, .adapted, .sent, .finished:
            break
        }
    }

    /// Counts and times an attempt that ended, and measures what it sent.
    private func finished(_ request: URLRequest, _ outcome: String, _ duration: Duration) {
        let dimensions = dimensions(request) + [("status_class", outcome)]
        Counter(label: prefix + "_requests", dimensions: dimensions, factory: factory).increment()
        Timer(label: prefix + "_request_duration", dimensions: dimensions, factory: factory)
            .recordNanoseconds(duration.nanoseconds)
        if let body = request.httpBody {
            Recorder(label: prefix + "_request_body_size", dimensions: self.dimensions(request), factory: factory)
                .record(body.count)
        }
    }

    private func dimensions(_ request: URLRequest) -> [(String, String)] {
        [("method", request.telemetryMethod), ("host", request.telemetryHost)]
    }
}
