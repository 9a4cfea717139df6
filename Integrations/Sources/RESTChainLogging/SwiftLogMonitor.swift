// SwiftLogMonitor: each request and its outcome logged through swift-log, never a secret.
import Foundation
import Logging
import RESTChain
import RESTChainTelemetryNames

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An event monitor that logs each request RESTChain sends, and how it ended, to a swift-log `Logger`.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com").configured {
///     $0.monitors.append(SwiftLogMonitor(logger: Logger(label: "gw2")))
/// }
/// ```
/// One entry per answer, failure, answer from the cache and retry, with metadata under OpenTelemetry's names:
/// `http.request.method`, `url.full`, `http.response.status_code`, `http.response.body.size`, `duration_ms`,
/// `restchain.cache` (how the cache answered), `network.connection.reused`, `http.request.resend_count` (a retry's
/// attempt), `error.type`. A URL, header or error is written as RESTChain redacts it everywhere (``Redactor``):
/// the value of a secret header or query item never reaches the log.
public struct SwiftLogMonitor: EventMonitor {
    /// The logger entries go to.
    public let logger: Logger
    /// The levels of the entries, by outcome.
    public let levels: Levels
    /// Whether the request's headers (redacted) are in each entry's metadata.
    public let includesHeaders: Bool

    /// The level of each kind of entry.
    public struct Levels: Sendable {
        /// An answer below 400, or an answer from the cache; `.info` by default.
        public var success: Logger.Level
        /// An answer from 400 to 499; `.notice` by default.
        public var clientError: Logger.Level
        /// An answer of 500 or more, or no answer at all; `.error` by default.
        public var failure: Logger.Level
        /// A retry to come; `.notice` by default.
        public var retry: Logger.Level
        /// The request leaving for the wire; `.trace` by default.
        public var sent: Logger.Level

        /// Creates the levels; each defaults as its property says.
        public init(
            success: Logger.Level = .info, clientError: Logger.Level = .notice, failure: Logger.Level = .error,
            retry: Logger.Level = .notice, sent: Logger.Level = .trace
        ) {
            self.success = success
            self.clientError = clientError
            self.failure = failure
            self.retry = retry
            self.sent = sent
        }
    }

    /// Creates a monitor.
    ///
    /// - Parameters:
    ///   - logger: The logger entries go to; its own metadata is kept.
    ///   - levels: The level of each kind of entry.
    ///   - includesHeaders: Whether to add the request's headers, secrets redacted; `false` by default.
    public init(logger: Logger, levels: Levels = Levels(), includesHeaders: Bool = false) {
        self.logger = logger
        self.levels = levels
        self.includesHeaders = includesHeaders
    }

    /// Logs the event; `.created` and `.adapted` are not logged.
    public func record(_ event: RequestEvent) {
        switch event {
        case .received(let request, let response, let duration):
            var metadata = answer(request, response)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            logger.log(
                level: level(of: response.statusCode), "\(Self.line(request)) → \(response.statusCode)",
                metadata: metadata)
        case .failed(let request, let error, let duration):
            var metadata = base(request)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            metadata["error.type"] = "\(error.telemetryType)"
            logger.log(
                level: levels.failure, "\(Self.line(request)) → \(Redactor.redact(error.description))",
                metadata: metadata)
        case .cache(let request, let response):
            logger.log(
                level: levels.success, "\(Self.line(request)) → \(response.statusCode) from the cache",
                metadata: answer(request, response))
        case .retrying(let request, let attempt, let delay):
            var metadata = base(request)
            metadata["http.request.resend_count"] = "\(attempt - 1)"
            metadata["delay_ms"] = "\(delay.milliseconds)"
            logger.log(level: levels.retry, "\(Self.line(request)) → attempt \(attempt)", metadata: metadata)
        case .sent(let request):
            logger.log(level: levels.sent, "\(Self.line(request))", metadata: base(request))
        case .created, .adapted:
            break
        }
    }

    private func level(of status: Int) -> Logger.Level {
        switch status {
        case ..<400: levels.success
        case ..<500: levels.clientError
        default: levels.failure
        }
    }

    /// The metadata of every entry about `request`.
    private func base(_ request: URLRequest) -> Logger.Metadata {
        var metadata: Logger.Metadata = [
            "http.request.method": "\(request.telemetryMethod)",
            "url.full": "\(request.redactedURL)",
        ]
        if includesHeaders, let headers = request.allHTTPHeaderFields, !headers.isEmpty {
            metadata["http.request.headers"] = .array(Redactor.redact(headers: headers).map { "\($0)" })
        }
        return metadata
    }

    /// The metadata of an entry about an answer.
    private func answer(_ request: URLRequest, _ response: RESTResponse) -> Logger.Metadata {
        var metadata = base(request)
        metadata["http.response.status_code"] = "\(response.statusCode)"
        metadata["http.response.body.size"] = "\(response.body.count)"
        metadata["restchain.cache"] = "\(response.cacheStatus)"
        if let metrics = response.metrics { metadata["network.connection.reused"] = "\(metrics.isReusedConnection)" }
        return metadata
    }

    /// `GET <redacted URL>`, the start of every message.
    private static func line(_ request: URLRequest) -> String {
        request.telemetryMethod + " " + request.redactedURL
    }
}
