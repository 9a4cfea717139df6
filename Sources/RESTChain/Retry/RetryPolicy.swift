// RetryPolicy: which failures are tried again, how often, after what pause, and for how long in all.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which failures are tried again, how many times, after what pause and for how long in all.
///
/// A request is retried only when repeating it is safe: its verb is idempotent (``HTTPMethod/isIdempotent``) or
/// the request says so (``RequestSession/idempotencyKey(_:)``, ``RequestSession/idempotent()``). A cancellation
/// is never retried. Retries happen inside the one shared task, so handlers joined to a GET see one outcome.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.example.com").configured { $0.retryPolicy = .default }
/// let feed = try await api.get("feed").retry(RetryPolicy(maximumAttempts: 5, timeBudget: .seconds(20))).data()
/// ```
/// The pause is the server's `Retry-After` (seconds or an HTTP date) when it sends one, else a random pause
/// between zero and ``baseDelay`` doubled for each attempt, at most ``maximumDelay`` ("full jitter"). When the
/// server asks for longer than ``maximumDelay``, or a pause would end past ``timeBudget``, the last error is
/// returned at once.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first included.
    public var maximumAttempts: Int
    /// Status codes that are tried again.
    public var retryableStatusCodes: Set<Int>
    /// Transport failures that are tried again; `URLError.cancelled` never is.
    public var retryableTransportFailures: Set<URLError.Code>
    /// The ceiling of the first random pause; each later one doubles it.
    public var baseDelay: Duration
    /// The longest pause; a server asking for more by `Retry-After` ends the request with its answer at once.
    public var maximumDelay: Duration
    /// How long the request may take from its first attempt to the start of its last; `nil` for no limit.
    public var timeBudget: Duration?

    /// The status codes worth trying again: `408`, `429`, `500`, `502`, `503` and `504`; never another 4xx.
    public static let transientStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The transport failures worth trying again: a timeout, a lost connection, a host that could not be
    /// reached or resolved, no network — and `badServerResponse`, which is how FoundationNetworking (Linux)
    /// reports a connection the server closed before answering.
    public static let transientTransportFailures: Set<URLError.Code> = [
        .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
        .notConnectedToInternet, .badServerResponse,
    ]

    /// Creates a policy; the defaults are those of ``default``.
    public init(
        maximumAttempts: Int = 3,
        retryableStatusCodes: Set<Int> = transientStatusCodes,
        retryableTransportFailures: Set<URLError.Code> = transientTransportFailures,
        baseDelay: Duration = .milliseconds(500),
        maximumDelay: Duration = .seconds(30),
        timeBudget: Duration? = .seconds(60)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableTransportFailures = retryableTransportFailures.subtracting([.cancelled])
        self.baseDelay = max(.zero, baseDelay)
        self.maximumDelay = max(.zero, maximumDelay)
        self.timeBudget = timeBudget
    }

    /// Never retries: what a client does unless told otherwise.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// Three attempts in all of the ``transientStatusCodes`` and ``transientTransportFailures``, pauses from
    /// 0.5 s up to 30 s, within a minute.
    public static let `default` = RetryPolicy()

    /// Only a `429` or `503` is tried again, up to three attempts in all, after the pause the server asks for.
    public static let rateLimited = RetryPolicy(retryableStatusCodes: [429, 503], retryableTransportFailures: [])

    /// Whether `outcome` is a failure this policy tries again, the request's safety to repeat aside.
    func retries(_ outcome: Result<RESTResponse, RESTError>) -> Bool {
        switch outcome {
        case .success(let response): retryableStatusCodes.contains(response.statusCode)
        case .failure(.transport(let error)): retryableTransportFailures.contains(error.code)
        case .failure: false
        }
    }
}
