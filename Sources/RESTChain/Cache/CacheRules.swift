// CacheRules: the pure decision of RFC 9111 §4 — answer from the cache, revalidate, or go to the origin.
import Foundation

/// What the cache does with a request before anything is sent.
enum CacheLookup: Sendable, Equatable {
    /// A fresh stored response answers (``CacheStatus/hit``).
    case fresh(StoredResponse)
    /// A stale stored response answers (``CacheStatus/stale``); with `revalidation` headers, the cache also
    /// revalidates it in the background (`stale-while-revalidate`).
    case stale(StoredResponse, revalidation: HTTPHeaders?)
    /// The request goes to the origin with `conditional` header fields added; `stored` is the response a `304`
    /// confirms, a `HEAD` updates or `stale-if-error` falls back to.
    case forward(conditional: HTTPHeaders, stored: StoredResponse?)
    /// `only-if-cached` and nothing usable is stored: a `504` without touching the network (§5.2.1.7).
    case unsatisfiable
}

/// The cache's decisions as pure functions of the request, what is stored and the time: no I/O, no clock.
///
/// The same spirit as Python's hishel: ``HTTPCache`` feeds it and carries out what it decides, and the tests
/// drive it through RFC 9111 section by section without a socket.
enum CacheRules {
    /// What to do with `request` given the stored variants of its URL, at `now` (RFC 9111 §4).
    static func lookup(_ request: CacheRequest, among variants: [StoredResponse], at now: Date) -> CacheLookup {
        let method = request.method
        guard method == .get || method == .head, request.policy != .noStore, request.policy != .reload else {
            return .forward(conditional: [:], stored: nil)
        }
        let stored = select(request, among: variants)
        if method == .head { return .forward(conditional: [:], stored: stored) }
        guard let stored else {
            return request.isOnlyIfCached ? .unsatisfiable : .forward(conditional: [:], stored: nil)
        }
        // A precondition only the origin can judge goes there; a stored answer would ignore it (§4.3.2).
        if request.hasOriginPreconditions, !request.isOnlyIfCached { return .forward(conditional: [:], stored: stored) }
        let shared = request.isShared
        let lifetime = stored.freshnessLifetime(shared: shared)
        let age = stored.currentAge(at: now)
        let isFresh = lifetime > age
        switch request.policy {
        case .forceCache, .onlyIfCached, .ignoringRules:
            return isFresh ? .fresh(stored) : .stale(stored, revalidation: nil)
        case .default, .noCache, .noStore, .reload:
            break
        }
        if !request.requiresValidation && !stored.control.noCache {
            if isFresh, acceptsFresh(request.control, age: age, lifetime: lifetime) { return .fresh(stored) }
            if !isFresh, stored.mayServeStale(shared: shared) {
                let staleness = age - lifetime
                if let maxStale = request.control.maxStale, staleness <= TimeInterval(maxStale) {
                    return .stale(stored, revalidation: nil)
                }
                if let window = stored.control.staleWhileRevalidate, staleness <= TimeInterval(window),
                    request.control.maxAge == nil, request.control.minFresh == nil, !request.isOnlyIfCached
                {
                    return .stale(stored, revalidation: conditionalHeaders(for: stored, request: request))
                }
            }
        }
        if request.isOnlyIfCached { return .unsatisfiable }
        return .forward(conditional: conditionalHeaders(for: stored, request: request), stored: stored)
    }

    /// The stored variant whose `Vary` headers (and credentials) match the request's (§4.1); `Vary: *` never does.
    static func select(_ request: CacheRequest, among variants: [StoredResponse]) -> StoredResponse? {
        variants.first { stored in
            stored.varyNames != ["*"]
                && request.key.variant(varying: stored.varyNames, on: request.headers) == stored.variant
        }
    }

    /// Whether a fresh response meets the request's `max-age` and `min-fresh` (§5.2.1.1, §5.2.1.3).
    private static func acceptsFresh(_ control: CacheControl, age: TimeInterval, lifetime: TimeInterval) -> Bool {
        if let maxAge = control.maxAge, age > TimeInterval(maxAge) { return false }
        if let minFresh = control.minFresh, lifetime - age < TimeInterval(minFresh) { return false }
        return true
    }

    /// `If-None-Match` from the stored `ETag` and `If-Modified-Since` from its `Last-Modified` (§4.3.1); none when
    /// the request brings its own conditional fields.
    static func conditionalHeaders(for stored: StoredResponse, request: CacheRequest) -> HTTPHeaders {
        guard !request.isConditional else { return [:] }
        var headers = HTTPHeaders()
        if let etag = stored.headers["ETag"] { headers["If-None-Match"] = etag }
        if let modified = stored.headers["Last-Modified"] { headers["If-Modified-Since"] = modified }
        return headers
    }

    /// The stale response `stale-if-error` lets the cache answer with when the origin failed or answered 5xx
    /// (RFC 5861 §4), if its window — the response's or the request's — has not passed.
    static func staleIfError(_ request: CacheRequest, stored: StoredResponse?, at now: Date) -> StoredResponse? {
        guard let stored, request.method == .get else { return nil }
        let windows = [stored.control.staleIfError, request.control.staleIfError].compactMap { $0 }
        guard let window = windows.max() else { return nil }
        return stored.staleness(at: now, shared: request.isShared) <= TimeInterval(window) ? stored : nil
    }
}
