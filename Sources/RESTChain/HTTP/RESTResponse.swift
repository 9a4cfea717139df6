// RESTResponse: what came back — status, headers, bytes and the URL that answered.
import Foundation

/// A complete HTTP response: status code, headers, body bytes and the URL that answered.
///
/// Every handler attached to one shared request receives the same `RESTResponse` and transforms its bytes
/// its own way. Transports create it; pagination strategies read its headers.
public struct RESTResponse: Sendable, Hashable {
    /// The HTTP status code, such as `200`.
    public var statusCode: Int
    /// The response header fields.
    public var headers: HTTPHeaders
    /// The body bytes, empty when there was no body.
    public var body: Data
    /// The URL that answered, after any redirects.
    public var url: URL?
    /// Where the answer came from: the client's ``HTTPCache`` (``CacheStatus/hit``, ``CacheStatus/stale``,
    /// ``CacheStatus/revalidated``), the origin (``CacheStatus/miss``), or no cache at all
    /// (``CacheStatus/bypassed``, what a transport returns).
    public var cacheStatus: CacheStatus = .bypassed
    /// How many times the request was sent for this answer: 1 unless the ``RetryPolicy`` tried it again.
    public var attempts = 1
    /// How the exchange that brought it went on the wire, when the transport measured it (`CurlTransport` does);
    /// `nil` for an answer the ``HTTPCache`` made from what it stored. The head of a streamed response is measured up
    /// to its head.
    public var metrics: TransferMetrics? {
        get { measured?.metrics }
        set { measured = newValue.map(MeasuredExchange.init) }
    }
    /// ``metrics`` behind one reference: a response is copied at every step of its trip, and most are never asked
    /// how their exchange went.
    private var measured: MeasuredExchange?

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - headers: The response header fields.
    ///   - body: The body bytes.
    ///   - url: The URL that answered.
    public init(statusCode: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL? = nil) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// Whether the status code is in `200..<300`.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }

    /// The charset named by the `Content-Type` header, such as `utf-8`, lower-cased; a quoted value is unquoted,
    /// and a `;` inside another parameter's quotes ends nothing.
    public var charset: String? {
        headers["Content-Type"].flatMap { MediaTypeParameters.value(of: "charset", in: $0)?.lowercased() }
    }
}

/// The ``TransferMetrics`` of a response, kept by reference.
private final class MeasuredExchange: Sendable, Hashable {
    let metrics: TransferMetrics

    init(_ metrics: TransferMetrics) {
        self.metrics = metrics
    }

    static func == (lhs: MeasuredExchange, rhs: MeasuredExchange) -> Bool { lhs.metrics == rhs.metrics }

    func hash(into hasher: inout Hasher) { hasher.combine(metrics) }
}
