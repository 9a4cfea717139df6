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
/// One entry per call when it finishes (`RequestEvent.finished(_:outcome:duration:)`), at the level of
/// its outcome — whether it was answered from the wire, from the cache or by an identical GET it joined, after
/// retries or cancelled — and below it one entry per attempt on the wire (`.debug`), per retry and per request
/// sent (`.trace`). Metadata under OpenTelemetry's names: `http.request.method`, `url.full`,
/// `http.response.status_code`, `http.response.body.size`, `duration_ms`, `restchain.cache` (how the cache
/// answered), `network.connection.reused`, `http.request.resend_count` (a retry's attempt, or a call retried),
/// `error.type`. A URL, header or error is written as RESTChain redacts it everywhere (`Redactor`): the value of
/// a secret header or query item never reaches the log.
public struct SwiftLogMonitor: EventMonitor {
    /// The logger entries go to.
    public let logger: Logger
    /// The levels of the entries, by outcome.
    public let levels: Levels
    /// Whether the request's headers (redacted) are in each entry's metadata.
    public let includesHeaders: Bool

    /// The level of each kind of entry.
    public struct Levels: Sendable {
        /// A call that ended with an answer below 400, from the wire or the cache; `.info` by default.
        public var success: Logger.Level
        /// A call that ended with an answer from 400 to 499; `.notice` by default.
        public var clientError: Logger.Level
        /// A call that ended with an answer of 500 or more, or with no answer at all; `.error` by default.
        public var failure: Logger.Level
        /// A retry to come; `.notice` by default.
        public var retry: Logger.Level
        /// Each attempt's answer or failure on the wire, under its call's entry; `.debug` by default.
        public var attempt: Logger.Level
        /// The request leaving for the wire; `.trace` by default.
        public var sent: Logger.Level

        /// Creates the levels; each defaults as its property says.
        public init(
            success: Logger.Level = .info, clientError: Logger.Level = .notice, failure: Logger.Level = .error,
            retry: Logger.Level = .notice, attempt: Logger.Level = .debug, sent: Logger.Level = .trace
        ) {
            self.success = success
            self.clientError = clientError
            self.failure = failure
            self.retry = retry
            self.attempt = attempt
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

    /// Logs the event; `.started`, `.created`, `.adapted` and `.cache` (which the call's entry tells) are not.
    public func record(_ event: RequestEvent) {
        switch event {
        case .finished(let request, .success(let response), let duration):
            var metadata = answer(request, response)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            if response.attempts > 1 { metadata["http.request.resend_count"] = "\(response.attempts - 1)" }
            let source = response.cacheStatus == .hit || response.cacheStatus == .stale ? " from the cache" : ""
            logger.log(
                level: level(of: response.statusCode), "\(Self.line(request)) → \(response.statusCode)\(source)",
                metadata: metadata)
        case .finished(let request, .failure(let error), let duration):
            var metadata = base(request)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            metadata["error.type"] = "\(error.telemetryType)"
            var level = levels.failure
            if case .httpStatus(let failure) = error {
                metadata["http.response.status_code"] = "\(failure.statusCode)"
                level = self.level(of: failure.statusCode)
            }
            logger.log(
                level: level, "\(Self.line(request)) → \(Redactor.redact(error.description))", metadata: metadata)
        case .received(let request, let response, let duration):
            var metadata = answer(request, response)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            logger.log(
                level: levels.attempt, "\(Self.line(request)) → \(response.statusCode) on the wire", metadata: metadata)
        case .failed(let request, let error, let duration):
            var metadata = base(request)
            metadata["duration_ms"] = "\(duration.milliseconds)"
            metadata["error.type"] = "\(error.telemetryType)"
            logger.log(
                level: levels.attempt, "\(Self.line(request)) → \(Redactor.redact(error.description))",
                metadata: metadata)
        case .retrying(let request, let attempt, let delay):
            var metadata = base(request)
            metadata["http.request.resend_count"] = "\(attempt - 1)"
            metadata["delay_ms"] = "\(delay.milliseconds)"
            logger.log(level: levels.retry, "\(Self.line(request)) → attempt \(attempt)", metadata: metadata)
        case .sent(let request):
            logger.log(level: levels.sent, "\(Self.line(request))", metadata: base(request))
        case .started, .created, .adapted, .cache:
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
