// RetryPolicy: which responses are tried again, how often, and after what pause.
import Foundation

/// Which answers are tried again, how many times, and after what pause.
///
/// The pause honours the server's `Retry-After` header (seconds) up to ``maximumDelay``, and otherwise grows
/// exponentially from ``baseDelay``. Retries happen inside the one shared task, so handlers joined to a GET
/// see one outcome.
public struct RetryPolicy: Sendable, Hashable {
    /// The most attempts in all, the first included.
    public var maximumAttempts: Int
    /// Status codes that are tried again.
    public var retryableStatusCodes: Set<Int>
    /// Whether transport failures such as timeouts and dropped connections are tried again (idempotent verbs only).
    public var retriesTransportFailures: Bool
    /// The first pause when the server names none.
    public var baseDelay: Duration
    /// The longest pause, even when the server asks for more.
    public var maximumDelay: Duration

    /// Creates a policy.
    public init(
        maximumAttempts: Int = 3,
        retryableStatusCodes: Set<Int> = [429, 503],
        retriesTransportFailures: Bool = false,
        baseDelay: Duration = .milliseconds(500),
        maximumDelay: Duration = .seconds(30)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.retryableStatusCodes = retryableStatusCodes
        self.retriesTransportFailures = retriesTransportFailures
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// Never retries.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// Retries 429 and 503 answers up to three attempts in all, after the pause the server asks for.
    public static let rateLimited = RetryPolicy()

    /// The pause before attempt `attempt + 1` after `response`.
    public func delay(after response: RESTResponse?, attempt: Int) -> Duration {
        if let text = response?.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
            let seconds = Double(text), seconds >= 0
        {
            return min(.milliseconds(Int(seconds * 1000)), maximumDelay)
        }
        let factor = 1 << min(max(attempt - 1, 0), 16)
        return min(baseDelay * factor, maximumDelay)
    }
}
