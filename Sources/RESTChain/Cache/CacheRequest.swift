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

    /// Whether the request carries its own conditional header fields, which the cache then leaves alone.
    /// One pass over the fields; comparing names checks their lengths first, so most comparisons end at once.
    var isConditional: Bool {
        headers.contains { field in Self.conditionalNames.contains { HTTPHeaders.sameName(field.name, $0) } }
    }

    /// Whether the method is unsafe (RFC 9110 §9.2.1), so that a success invalidates what the cache holds.
    var isUnsafe: Bool { !Self.safeMethods.contains(method) }

    /// Built once: each request's exchange asks both questions, and a literal array is made at every call.
    private static let conditionalNames = [
        "If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range",
    ]
    private static let safeMethods: [HTTPMethod] = [.get, .head, .options, .trace]

    private static func saysNoCache(_ pragma: String) -> Bool {
        pragma.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "no-cache" }
    }
}
