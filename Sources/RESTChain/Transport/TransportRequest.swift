// TransportRequest: what a transport sends and what it must honour while sending it.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One attempt of a request as a ``Transport`` receives it: the `URLRequest` to send, and the limits the transport
/// must honour while it sends it.
///
/// The limits travel in this value, never beside it, so every transport — RESTChain's own and yours — sees the same
/// ones: a transport stops with `URLError(.timedOut)` at ``deadline`` and with
/// ``RESTError/responseTooLarge(limit:url:)`` as soon as the body passes ``responseSizeLimit``.
public struct TransportRequest: Sendable {
    /// The request to send: method, URL, header fields and body, after the client's adapters ran.
    public var urlRequest: URLRequest
    /// The instant by which the whole exchange must be over (the session's ``RequestShaping/timeout(_:)`` from the
    /// start of this attempt); `nil` sets no limit.
    public var deadline: ContinuousClock.Instant?
    /// The most bytes the response body may have; `nil` sets no limit.
    public var responseSizeLimit: Int?
    /// The longest silence allowed — before the head, and between two pieces of the body — before failing with
    /// ``timedOut``; `nil` sets none. A download or a stream sets it instead of ``deadline``, so a long transfer
    /// that keeps moving never times out.
    public var idleTimeout: Duration?
    /// The body to stream, when it is a file or a one-shot stream rather than bytes in `urlRequest`.
    public var body: UploadBody?
    /// Told the total of body bytes sent so far, as they go out; `nil` when nobody watches. Call it from any
    /// thread as often as convenient: RESTChain throttles what it passes on.
    public var uploadProgress: (@Sendable (_ bytesSent: Int64) -> Void)?
    /// Set when other callers wait for this exchange too: a transport asks it, when its task is cancelled, whether
    /// the exchange goes on without its caller (``SharedExchange``); `nil` when no one else waits for it.
    public var sharing: SharedExchange?

    /// Creates the input of one attempt.
    ///
    /// - Parameters:
    ///   - urlRequest: The request to send.
    ///   - deadline: When the exchange must be over; `nil` for no limit.
    ///   - responseSizeLimit: The most bytes the response body may have; `nil` for no limit.
    ///   - idleTimeout: The longest silence allowed; `nil` for no limit.
    ///   - body: The body to stream from a file or a one-shot stream; `nil` when `urlRequest` holds the body.
    public init(
        _ urlRequest: URLRequest,
        deadline: ContinuousClock.Instant? = nil,
        responseSizeLimit: Int? = nil,
        idleTimeout: Duration? = nil,
        body: UploadBody? = nil
    ) {
        self.urlRequest = urlRequest
        self.deadline = deadline
        self.responseSizeLimit = responseSizeLimit
        self.idleTimeout = idleTimeout
        self.body = body
    }

    /// The URL the request goes to.
    public var url: URL? { urlRequest.url }

    /// The time left before ``deadline`` (zero once it has passed); `nil` when there is no deadline.
    public var timeRemaining: Duration? {
        guard let deadline else { return nil }
        return max(.zero, ContinuousClock.now.duration(to: deadline))
    }

    /// The error a transport throws when ``deadline`` passes: `URLError(.timedOut)` naming the URL.
    public var timedOut: URLError {
        URLError(.timedOut, userInfo: url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
    }

    /// The error a transport throws when the body passes ``responseSizeLimit``.
    ///
    /// - Precondition: ``responseSizeLimit`` is set.
    public var tooLarge: RESTError {
        .responseTooLarge(limit: responseSizeLimit ?? 0, url: url)
    }
}
