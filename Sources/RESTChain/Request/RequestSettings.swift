// RequestSettings: a request's own settings resolved against its client's configuration — the one place.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How one request is sent: every override of its ``PreparedRequest`` resolved once against the client's
/// ``ClientConfiguration``, when the request starts. Nothing else in RESTChain reads `request.x ?? configuration.x`.
struct RequestSettings: Sendable {
    /// How long each attempt may take in all; `nil` for no limit.
    private(set) var timeout: Duration?
    /// The longest silence allowed in a streamed exchange; `nil` for no limit.
    private(set) var idleTimeout: Duration?
    /// The most bytes the response body may have; `nil` for no limit.
    private(set) var responseSizeLimit: Int?
    /// Which answers are tried again, when the request is safe to repeat.
    let retryPolicy: RetryPolicy
    /// Whether the request is safe to send more than once.
    let isIdempotent: Bool
    /// Where the request goes: the client's transport, or its stub for the request's endpoint.
    let transport: any Transport
    /// The body when it is streamed rather than held in `URLRequest.httpBody`.
    let streamedBody: StreamedBody?
    /// Whether the request could be repeated but for a body that cannot be sent twice.
    let isHeldBackByBody: Bool
    /// Whether the body, if any, can be sent again: anything but a one-shot stream.
    let isBodyReplayable: Bool
    /// How the body is compressed before it is sent, if it is.
    let bodyCompression: BodyCompression?
    /// Counts the request's bytes for its progress observer, if it has one.
    let progress: ProgressReporter?
    /// How a shared GET's exchange outlives a cancelled driver; `nil` when no other caller may share it.
    var sharing: SharedExchange?

    /// The settings of `request` on `pipeline`'s client. It takes the pipeline, whose configuration it reads field by
    /// field, rather than a configuration, which every call would copy whole.
    init(_ request: PreparedRequest, in pipeline: RequestPipeline) {
        timeout = Self.limit(request.timeout ?? pipeline.configuration.timeout)
        idleTimeout = Self.limit(request.idleTimeout ?? pipeline.configuration.idleTimeout)
        let limit = request.responseSizeLimit ?? pipeline.configuration.responseSizeLimit
        responseSizeLimit = limit == .max ? nil : limit
        retryPolicy = request.retryPolicy ?? pipeline.configuration.retryPolicy
        let isReplayable = request.body?.isReplayable ?? true
        isIdempotent = request.isIdempotent && isReplayable
        isHeldBackByBody = request.isIdempotent && !isReplayable
        isBodyReplayable = isReplayable
        transport = pipeline.configuration.transport(for: request.endpoint)
        streamedBody = request.body?.streamed
        bodyCompression = request.bodyCompression ?? pipeline.configuration.requestBodyCompression
        progress = request.progress.map(ProgressReporter.init)
    }

    /// How a streamed request is sent (a download, ``ResponseHandling/bytes()`` and the sequences built on it): the
    /// timeout limits silence rather than the whole transfer, and the body has no size limit unless the session
    /// set one, since it is never held in memory whole.
    init(streaming request: PreparedRequest, in pipeline: RequestPipeline) {
        self.init(request, in: pipeline)
        // The whole-attempt timeout limits silence instead: a long transfer that keeps moving never times out.
        if let timeout { idleTimeout = min(timeout, idleTimeout ?? timeout) }
        timeout = nil
        responseSizeLimit = request.responseSizeLimit.flatMap { $0 == .max ? nil : $0 }
    }

    /// A limit of `seconds`; `nil` for none (no value, zero, negative or infinite).
    private static func limit(_ seconds: TimeInterval?) -> Duration? {
        guard let seconds, seconds > 0, seconds.isFinite else { return nil }
        return .seconds(seconds)
    }

    /// The input of one attempt of `request`, starting now.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when the body is a one-shot stream already sent, or cannot
    ///   be compressed.
    func attempt(_ request: URLRequest) throws(RESTError) -> TransportRequest {
        var attempt = TransportRequest(
            request, deadline: timeout.map { ContinuousClock.now + $0 }, responseSizeLimit: responseSizeLimit,
            idleTimeout: idleTimeout)
        attempt.sharing = sharing
        if let streamedBody {
            let length = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            attempt.body = try streamedBody.upload(length: length)
        }
        try bodyCompression?.compress(&attempt)
        if let progress {
            let length = attempt.body.map(\.length) ?? attempt.urlRequest.httpBody.map { Int64($0.count) }
            progress.expect(length, .upload)
            attempt.uploadProgress = { progress.record($0, .upload) }
        }
        return attempt
    }
}

extension PreparedRequest {
    /// The decoder a handler uses: its own `decoder` argument, else the request's, else the client's (read from
    /// `pipeline`, so the client's configuration is not copied whole).
    func decoder(_ argument: JSONDecoder?, in pipeline: RequestPipeline) -> JSONDecoder {
        argument ?? decoder ?? pipeline.configuration.decoder
    }
}
