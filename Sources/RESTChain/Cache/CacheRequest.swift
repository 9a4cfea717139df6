// CacheRequest: what the cache rules need to know about one request.
import Foundation

/// A request as the cache rules see it: method, URL, key, headers, directives, policy and the cache's mode.
struct CacheRequest: Sendable {
    let method: HTTPMethod
    let url: URL
    let key: CacheKey
    let headers: HTTPHeaders
    /// The request's `Cache-Control` directives.
    let control: CacheControl
    let policy: CachePolicy
    let mode: HTTPCache.Mode
    /// Whether something the cache cannot see — a request adapter — may add credentials on the way out; a
    /// shared cache then treats the request as if it carried `Authorization`.
    let mayGainCredentials: Bool
    init(
        method: HTTPMethod, url: URL, absoluteString: String? = nil, headers: HTTPHeaders,
        policy: CachePolicy = .default, mode: HTTPCache.Mode = .private, mayGainCredentials: Bool = false
    ) {
        self.method = method
        self.url = url
        self.key = CacheKey(url: url, absoluteString: absoluteString, headers: headers)
        self.headers = headers
        self.control = CacheControl(headers["Cache-Control"])
        self.policy = policy
        self.mode = mode
        self.mayGainCredentials = mayGainCredentials
    }

    var isShared: Bool { mode == .shared }

    /// Whether a stored response must be revalidated even when fresh: the `noCache` policy, a `no-cache`
    /// directive, or `Pragma: no-cache` without a `Cache-Control` field (RFC 9111 §5.2.1.4, §5.4).
    var requiresValidation: Bool {
        policy == .noCache || control.noCache
            || (headers["Cache-Control"] == nil && headers["Pragma"].map(Self.saysNoCache) == true)
    }

    /// Whether the request must not touch the network: the `onlyIfCached` policy or directive (§5.2.1.7).
    var isOnlyIfCached: Bool { policy == .onlyIfCached || control.onlyIfCached }

    /// Whether the request carries any conditional header field of its own, which the cache then leaves alone.
    var isConditional: Bool { hasValidators || hasOriginPreconditions }

    /// Whether it carries its own `If-None-Match` or `If-Modified-Since`, which a stored `200` can answer
    /// (RFC 9111 §4.3.2). Worked out when asked, as the next: a GET that misses asks neither.
    var hasValidators: Bool { Self.carries(Self.validatorNames, in: headers) }

    /// Whether it carries `If-Match`, `If-Unmodified-Since` or `If-Range`, which only the origin can judge.
    var hasOriginPreconditions: Bool { Self.carries(Self.originPreconditionNames, in: headers) }

    /// Whether the method is unsafe (RFC 9110 §9.2.1), so that a success invalidates what the cache holds.
    var isUnsafe: Bool { !Self.safeMethods.contains(method) }

    /// Built once, so that no literal array is made for each request.
    private static let validatorNames = ["If-None-Match", "If-Modified-Since"]
    private static let originPreconditionNames = ["If-Match", "If-Unmodified-Since", "If-Range"]

    /// Whether `headers` has a field named in `names`: one pass over the fields; comparing names checks their
    /// lengths first, so most comparisons end at once.
    private static func carries(_ names: [String], in headers: HTTPHeaders) -> Bool {
        headers.contains { field in names.contains { HTTPHeaders.sameName(field.name, $0) } }
    }

    private static let safeMethods: [HTTPMethod] = [.get, .head, .options, .trace]

    private static func saysNoCache(_ pragma: String) -> Bool {
        pragma.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "no-cache" }
    }
}
