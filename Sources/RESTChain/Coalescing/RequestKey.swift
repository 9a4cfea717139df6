// RequestKey: what makes two GETs the same request — the final URL and the headers, and the limits.
import Foundation

/// The identity of a GET for coalescing: the final URL, the header fields (names compared case-insensitively) and
/// the session's timeout, size limit and retry policy.
struct RequestKey: Hashable, Sendable {
    let url: String
    let headers: [String]
    /// Part of the identity so that a waiter's `timeout(_:)` is never replaced by another's.
    let timeout: TimeInterval?
    /// Part of the identity so that each waiter's size limit and retry policy hold.
    let responseSizeLimit: Int?
    let retryPolicy: RetryPolicy?

    init(_ request: PreparedRequest) {
        url = request.absoluteString
        headers = request.headers.map { $0.name.lowercased() + ":" + $0.value }.sorted()
        timeout = request.timeout
        responseSizeLimit = request.responseSizeLimit
        retryPolicy = request.retryPolicy
    }
}
