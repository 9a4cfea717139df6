// RequestKey: what makes two GETs the same request — the final URL and the headers, the limits and the cache policy.
import Foundation

/// The identity of a GET for coalescing: the final URL, the header fields (names compared case-insensitively),
/// the session's timeouts, size limit and retry policy, and its cache policy.
struct RequestKey: Hashable, Sendable {
    let url: String
    let headers: [String]
    /// Part of the identity so that a waiter's `timeout(_:)` is never replaced by another's.
    let timeout: TimeInterval?
    let idleTimeout: TimeInterval?
    /// Part of the identity so that each waiter's size limit and retry policy hold.
    let responseSizeLimit: Int?
    let retryPolicy: RetryPolicy?
    /// Part of the identity so that a `noStore` or `reload` request never takes an answer another request got
    /// from, or left in, the cache.
    let cachePolicy: CachePolicy
    /// The hash of all of the above, computed once: the in-flight table looks a key up several times per GET.
    private let hash: Int

    /// The key of `request`, whose absolute URL (``PreparedRequest/absoluteString``) is `url`.
    init(_ request: PreparedRequest, url: String, cachePolicy: CachePolicy) {
        self.url = url
        headers =
            request.headers.isEmpty ? [] : request.headers.map { $0.name.lowercased() + ":" + $0.value }.sorted()
        timeout = request.timeout
        idleTimeout = request.idleTimeout
        responseSizeLimit = request.responseSizeLimit
        retryPolicy = request.retryPolicy
        self.cachePolicy = cachePolicy
        var hasher = Hasher()
        hasher.combine(url)
        hasher.combine(headers)
        hasher.combine(timeout)
        hasher.combine(idleTimeout)
        hasher.combine(responseSizeLimit)
        hasher.combine(retryPolicy)
        hasher.combine(cachePolicy)
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
