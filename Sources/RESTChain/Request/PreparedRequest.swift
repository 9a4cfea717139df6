// PreparedRequest: everything that defines one request, before it becomes a URLRequest.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything that defines one request — verb, URL, query items, headers and body — as a plain value.
///
/// Sessions build it step by step; the pipeline turns it into a `URLRequest` only when a handler starts it.
public struct PreparedRequest: Sendable {
    /// The verb.
    public var method: HTTPMethod
    /// The absolute URL without its query string, such as `https://api.example.com/api/v2/users`.
    public var url: String
    /// The query items, in order, sent percent-encoded after `?`.
    public var queryItems: [URLQueryItem]
    /// The header fields: the client's universal headers with the request's own on top.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: RequestBody?
    /// How long each attempt may take in all before failing with `URLError.timedOut`; `nil` sets no limit.
    public var timeout: TimeInterval?
    /// The most bytes the response body may have; `nil` sets no limit.
    public var responseSizeLimit: Int?
    /// The retry policy for this request; `nil` uses the client's.
    public var retryPolicy: RetryPolicy?
    /// Whether the session said this request is safe to send more than once, whatever its verb.
    var isDeclaredIdempotent = false
    /// The endpoint value this request was made from, if any; stub transports answer from it.
    public var endpoint: (any Endpoint)?
    /// Why the request must not be sent, when a shaping step found it wrong (a face's `query(ids: .all)` on a
    /// route that does not answer it, for example); sending fails with it before the cache or the network is asked.
    public var shapingFailure: RESTError?

    /// Creates a request.
    public init(
        method: HTTPMethod,
        url: String,
        queryItems: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: RequestBody? = nil,
        timeout: TimeInterval? = nil,
        responseSizeLimit: Int? = nil
    ) {
        self.method = method
        self.url = url
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.responseSizeLimit = responseSizeLimit
    }

    /// Whether sending this request twice has the effect of sending it once, so the retry policy may repeat it:
    /// its verb is idempotent (``HTTPMethod/isIdempotent``), or its session said so with
    /// ``RequestSession/idempotencyKey(_:)`` or ``RequestSession/idempotent()``.
    public var isIdempotent: Bool { isDeclaredIdempotent || method.isIdempotent }

    /// The absolute URL with the percent-encoded query string.
    public var absoluteString: String {
        queryItems.isEmpty ? url : url + "?" + QueryEncoding.encode(queryItems)
    }

    /// The `URLRequest` this value describes.
    ///
    /// - Throws: ``shapingFailure`` when a shaping step set one, ``RESTError/invalidURL(_:reason:)`` when the URL
    ///   cannot be parsed, ``RESTError/invalidRequest(reason:)`` when a header cannot be sent (a name that is not
    ///   a token, a value with a line break) or the body failed to encode.
    public func urlRequest() throws(RESTError) -> URLRequest {
        try urlRequest(absoluteString: absoluteString)
    }

    /// The `URLRequest` this value describes, whose ``absoluteString`` the caller has already built as `text`.
    func urlRequest(absoluteString text: String) throws(RESTError) -> URLRequest {
        if let shapingFailure { throw shapingFailure }
        guard let url = URL(string: text) else { throw .invalidURL(text, reason: "not a valid URL") }
        var request = URLRequest(url: url)
        // GET is a new request's method already; setting it again makes FoundationNetworking normalise the name.
        if method != .get { request.httpMethod = method.rawValue }
        // RESTChain enforces `timeout` itself; URLSession's own timer is only a backstop far above it.
        if let timeout { request.timeoutInterval = Deadline.backstop(for: timeout) }
        if let contentType = body?.contentType, headers["Content-Type"] == nil {
            var fields = headers
            fields["Content-Type"] = contentType
            try request.setHeaderFields(fields)
        } else if !headers.isEmpty {
            try request.setHeaderFields(headers)
        }
        if let body { request.httpBody = try body.content.get() }
        return request
    }
}
