// PreparedRequest: everything that defines one request, before it becomes a URLRequest.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything that defines one request as a plain value: what is sent (verb, URL, query items, headers, body) and
/// how it is sent and judged (timeout, size limit, retries, cache policy, accepted status codes, decoder).
///
/// Sessions build it step by step; the pipeline turns it into a `URLRequest` only when a handler starts it. The
/// settings a client also has are overrides: `nil` means the client's, resolved once when the request starts
/// (`RequestPipeline`), so a session made from any of a client's methods follows the same configuration.
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
    /// How long each attempt may take in all before failing with `URLError.timedOut`; `nil` uses the client's
    /// ``ClientConfiguration/timeout``, `.infinity` sets none.
    public var timeout: TimeInterval?
    /// The longest silence each attempt allows — waiting for the head, and between two pieces of the body — before
    /// failing with `URLError.timedOut`; `nil` uses the client's ``ClientConfiguration/idleTimeout``, `.infinity`
    /// sets none.
    public var idleTimeout: TimeInterval?
    /// The most bytes the response body may have; `nil` uses the client's
    /// ``ClientConfiguration/responseSizeLimit``, `Int.max` sets none.
    public var responseSizeLimit: Int?
    /// How the body is compressed before it is sent; `nil` uses the client's
    /// ``ClientConfiguration/requestBodyCompression``.
    public var bodyCompression: BodyCompression?
    /// The retry policy for this request; `nil` uses the client's.
    public var retryPolicy: RetryPolicy?
    /// How the request uses the client's ``HTTPCache``; ``CachePolicy/default`` follows RFC 9111.
    public var cachePolicy: CachePolicy = .default
    /// The status codes treated as success; anything else is ``RESTError/httpStatus(_:)``. `200..<300` by default.
    public var acceptableStatusCodes: Set<Int> = PreparedRequest.successCodes
    /// The decoder for `decode(type:)` and `json()`; `nil` uses the client's.
    public var decoder: JSONDecoder?
    /// Whether the session said this request is safe to send more than once, whatever its verb.
    var isDeclaredIdempotent = false
    /// The endpoint value this request was made from, if any; stub transports answer from it.
    public var endpoint: (any Endpoint)?
    /// Who watches the transfer's progress, if anyone (``RequestShaping/progress(_:)``).
    var progress: ProgressObserver?
    /// Why the request must not be sent, set by a shaping step that found its input wrong
    /// (``RequestShaping/refusing(_:)``); every handler fails with it before the cache or the network is asked.
    public internal(set) var shapingFailure: RESTError?

    /// Creates a request whose settings are all the client's.
    public init(
        method: HTTPMethod,
        url: String,
        queryItems: [URLQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: RequestBody? = nil
    ) {
        self.method = method
        self.url = url
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
    }

    /// Whether sending this request twice has the effect of sending it once, so the retry policy may repeat it:
    /// its verb is idempotent (``HTTPMethod/isIdempotent``), or its session said so with
    /// ``RequestSession/idempotencyKey(_:)`` or ``RequestSession/idempotent()``.
    public var isIdempotent: Bool { isDeclaredIdempotent || method.isIdempotent }

    /// The absolute URL with the percent-encoded query string.
    public var absoluteString: String {
        guard !queryItems.isEmpty else { return url }
        // One string, grown in place: every request with a query builds it.
        var text = url
        text.append("?")
        QueryEncoding.append(queryItems, to: &text)
        return text
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
        if let contentType = body?.contentType, headers["Content-Type"] == nil {
            var fields = headers
            fields["Content-Type"] = contentType
            try request.setHeaderFields(fields)
        } else if !headers.isEmpty {
            try request.setHeaderFields(headers)
        }
        if let streamed = body?.streamed {
            // Sent as it is read: the transport gets the body from the attempt, and the length from here.
            if let length = try streamed.length() {
                request.setValue(String(length), forHTTPHeaderField: "Content-Length")
            }
        } else if let body {
            request.httpBody = try body.content.get()
        }
        return request
    }

    /// `200..<300`, built once and shared, so making a session does not rebuild the set.
    private static let successCodes = Set(200..<300)
}
