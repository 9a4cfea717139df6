// ClientConfiguration: everything a client applies to every request it makes.
import Foundation

/// Everything a client applies to every request: base URL, universal headers and query items, transport,
/// decoder, the API's error format, pagination, stubbing, adapters, monitors, retries and limits.
public struct ClientConfiguration: Sendable {
    /// The validated root every path is appended to, version segment included.
    public var baseURL: BaseURL
    /// Headers sent with every request; a request's own headers go on top.
    public var headers: HTTPHeaders
    /// Query items sent with every request, before the request's own.
    public var queryItems: [URLQueryItem]
    /// The transport requests go through.
    public var transport: any Transport
    /// Answers requests made from an ``Endpoint`` in memory instead of through ``transport``; `nil` (the default)
    /// sends every request through the transport.
    ///
    /// ```swift
    /// let offline = api.configured { $0.stubbing = .sampleData() }
    /// ```
    public var stubbing: EndpointStubbing?
    /// The decoder for `decode(type:)` and `json()` unless a session or call sets another.
    public var decoder: JSONDecoder
    /// How a failed response's body becomes the API's error type.
    public var errorDecoding: APIErrorDecoding
    /// How `pages(of:)` walks this API's collections unless a session says otherwise; `nil` means none is known.
    public var pagination: (any PaginationStrategy)?
    /// Reshapes the request of every session made from an ``Endpoint``.
    public var endpointMapping: EndpointMapping = .identity
    /// Adapters that change every `URLRequest` just before it is sent, in order.
    public var adapters: [any RequestAdapter] = []
    /// Observers told about every request sent on the wire.
    public var monitors: [any EventMonitor] = []
    /// Which answers are tried again; none by default.
    public var retryPolicy: RetryPolicy = .never
    /// A token bucket every request on the wire waits for; none by default.
    public var rateLimiter: RateLimiter?
    /// How long each attempt of every request may take in all, unless a session sets its own `timeout(_:)`;
    /// `nil` (the default) sets no limit on the whole, leaving ``idleTimeout`` to end a silent exchange.
    ///
    /// A limit races each attempt against a timer, which costs a thread hop per request; set it where a server
    /// that trickles forever must not hold a caller.
    public var timeout: TimeInterval?
    /// The longest silence every attempt allows — waiting for the head, and between two pieces of the body —
    /// before failing with `URLError.timedOut`, unless a session sets its own `idleTimeout(_:)`: 60 s by default,
    /// as URLSession's `timeoutIntervalForRequest`; `nil` sets none.
    ///
    /// Every transport honours it (``TransportRequest/idleTimeout``), so a server that accepts the connection and
    /// never answers cannot hold a caller for ever. Opening a connection has a limit of its own on `CurlTransport`
    /// (``CurlTransport/Configuration/connectTimeout``, 30 s by default); on URLSession this limit covers it.
    public var idleTimeout: TimeInterval? = 60
    /// The most bytes a response body may have, unless a session sets its own ``RequestShaping/responseSizeLimit(_:)``;
    /// 64 MiB by default, `nil` for none.
    ///
    /// A response past the limit fails with ``RESTError/responseTooLarge(limit:url:)`` as soon as it passes it
    /// (at once when its `Content-Length` says so), so memory stays bounded whatever the server sends.
    public var responseSizeLimit: Int? = 64 << 20
    /// How every request body is compressed before it is sent, unless a session sets its own
    /// (``RequestShaping/compressingBody(_:)``); `nil`, sent as it is, by default: ``BodyCompression`` says when a
    /// server can take it.
    public var requestBodyCompression: BodyCompression?
    /// Header and query item names whose values are secrets for this API, on top of ``SensitiveData``'s list;
    /// from the moment a client is made with them they are redacted and kept from other hosts everywhere.
    public var sensitiveNames: Set<String> = []
    /// Whether an error body that quotes one of the request's own secrets gets it back as ``Redactor/placeholder``;
    /// `true` for every client but the `restchain` command's, which prints a body as the server
    /// sent it and warns instead.
    package var scrubsEchoedSecrets = true
    /// Whether identical GETs in flight at the same time share one request; `true` by default.
    ///
    /// Callers that join the first one wait for the same answer. Any caller's cancellation, the first one's
    /// included, detaches that caller alone and the others still get their answer; the request is cancelled only
    /// when the last caller leaves. The first caller sends the request on its own task; when it is cancelled before
    /// the answer, its exchange goes on and a caller that joined takes it over, so the request is sent once
    /// (``SharedExchange``: every RESTChain transport honours it, and a transport that wraps another passes it on).
    public var coalescesRequests = true
    /// The HTTP cache GETs are answered from and stored in: an ``HTTPCache`` in memory by default, shared by every
    /// client configured from this one; `nil` turns caching off.
    public var cache: HTTPCache? = HTTPCache()

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - baseURL: The validated root.
    ///   - headers: Headers for every request.
    ///   - queryItems: Query items for every request.
    ///   - transport: The transport; ``ClientConfiguration/defaultTransport`` (libcurl on Linux, URLSession on Apple platforms) by default.
    ///   - decoder: The default decoder.
    ///   - errorDecoding: The API's error format; none by default.
    ///   - pagination: The API's pagination strategy, if it has one.
    public init(
        baseURL: BaseURL,
        headers: HTTPHeaders = [:],
        queryItems: [URLQueryItem] = [],
        transport: any Transport = ClientConfiguration.defaultTransport,
        decoder: JSONDecoder = JSONDecoder(),
        errorDecoding: APIErrorDecoding = .none,
        pagination: (any PaginationStrategy)? = nil
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryItems = queryItems
        self.transport = transport
        self.decoder = decoder
        self.errorDecoding = errorDecoding
        self.pagination = pagination
    }
}

extension ClientConfiguration {
    /// The transport for a request made from `endpoint`: the stub when ``stubbing`` is set, else ``transport``.
    func transport(for endpoint: (any Endpoint)?) -> any Transport {
        guard let stubbing else { return transport }
        return stubbing.transport(for: endpoint)
    }
}
