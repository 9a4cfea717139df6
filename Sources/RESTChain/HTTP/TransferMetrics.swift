// TransferMetrics: how long each phase of one exchange took on the wire, and over which connection it went.
import Foundation

/// How the exchange that brought a response went on the wire: how long each phase took, whether it went over a
/// connection already open, and which protocol and address answered — what a browser's network panel shows for a
/// request.
///
/// The phases follow one another, so ``nameLookup``, ``connection``, ``secureHandshake``, ``waiting`` and
/// ``receiving`` add up to ``total``:
///
/// ```swift
/// let response = try await api.get("posts").response()
/// if let metrics = response.metrics {
///     print(metrics.waiting, metrics.isReusedConnection, metrics.remoteAddress ?? "unknown")
/// }
/// ```
///
/// ``RESTResponse/metrics`` holds it when the transport measured the exchange: `CurlTransport` always does,
/// `URLSessionTransport` on Apple platforms (FoundationNetworking on Linux reports none). After redirects or
/// retries it describes the last exchange. An answer the ``HTTPCache`` made from what it stored has none, and
/// neither has the head of a ``StreamedResponse``, whose exchange is not over when the head arrives.
public struct TransferMetrics: Sendable, Hashable {
    /// Resolving the host's name to an address: zero for a connection already open.
    public var nameLookup: Duration
    /// Opening the TCP connection, once the address was known: zero for a connection already open.
    public var connection: Duration
    /// The TLS handshake, once connected: zero over plain HTTP and for a connection already open.
    public var secureHandshake: Duration
    /// From the connection being ready to the response's first byte: sending the request, and the server's time.
    public var waiting: Duration
    /// From the response's first byte to its last.
    public var receiving: Duration
    /// Whether the exchange went over a connection already open, with no name lookup, connection or handshake.
    public var isReusedConnection: Bool
    /// The protocol the response came over: `HTTP/1.0`, `HTTP/1.1`, `HTTP/2` or `HTTP/3`; `nil` when unknown.
    public var httpVersion: String?
    /// The IP address of the server that answered, such as `127.0.0.1` or `::1`; through a proxy, the proxy's.
    public var remoteAddress: String?
    /// The port of the server that answered; through a proxy, the proxy's.
    public var remotePort: Int?

    /// The whole exchange, from its start to the response's last byte: the sum of its phases.
    public var total: Duration { nameLookup + connection + secureHandshake + waiting + receiving }

    /// Creates the metrics of one exchange from its phases.
    ///
    /// - Parameters:
    ///   - nameLookup: Resolving the host's name.
    ///   - connection: Opening the TCP connection.
    ///   - secureHandshake: The TLS handshake.
    ///   - waiting: From the connection being ready to the response's first byte.
    ///   - receiving: From the response's first byte to its last.
    ///   - isReusedConnection: Whether the exchange went over a connection already open.
    ///   - httpVersion: The protocol the response came over, such as `HTTP/1.1`.
    ///   - remoteAddress: The IP address of the server that answered.
    ///   - remotePort: The port of the server that answered.
    public init(
        nameLookup: Duration = .zero, connection: Duration = .zero, secureHandshake: Duration = .zero,
        waiting: Duration, receiving: Duration, isReusedConnection: Bool, httpVersion: String? = nil,
        remoteAddress: String? = nil, remotePort: Int? = nil
    ) {
        self.nameLookup = nameLookup
        self.connection = connection
        self.secureHandshake = secureHandshake
        self.waiting = waiting
        self.receiving = receiving
        self.isReusedConnection = isReusedConnection
        self.httpVersion = httpVersion
        self.remoteAddress = remoteAddress
        self.remotePort = remotePort
    }

    /// The metrics of an exchange from the moments each phase ended, measured from its start (as libcurl and
    /// `URLSessionTaskTransactionMetrics` report them); a moment missing or earlier than the one before makes its
    /// phase zero, so the phases still add up to the time the exchange took.
    init(
        nameResolved: Duration?, connected: Duration?, secured: Duration?, firstByte: Duration?, finished: Duration,
        isReusedConnection: Bool, httpVersion: String?, remoteAddress: String?, remotePort: Int?
    ) {
        var last = Duration.zero
        /// The time from the moment before to `moment`, which becomes the moment before.
        func phase(until moment: Duration?) -> Duration {
            guard let moment, moment > last else { return .zero }
            defer { last = min(moment, finished) }
            return min(moment, finished) - last
        }
        self.init(
            nameLookup: phase(until: nameResolved), connection: phase(until: connected),
            secureHandshake: phase(until: secured), waiting: phase(until: firstByte),
            receiving: phase(until: finished), isReusedConnection: isReusedConnection, httpVersion: httpVersion,
            remoteAddress: remoteAddress, remotePort: remotePort)
    }
}
