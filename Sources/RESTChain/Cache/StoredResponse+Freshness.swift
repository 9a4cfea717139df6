// StoredResponse's freshness: its lifetime and current age, as RFC 9111 §4.2 computes them.
import Foundation

extension StoredResponse {
    /// Status codes a cache may store and give a heuristic lifetime without explicit freshness (RFC 9110 §15.1);
    /// `206` is left out because the cache does not combine ranges.
    static let heuristicallyCacheable: Set<Int> = [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]

    /// Status codes whose caching rules this cache follows (RFC 9110 §15), which `must-understand` asks about:
    /// those above, and the redirects it stores only with explicit freshness.
    static let understoodStatusCodes = heuristicallyCacheable.union([302, 303, 307])

    /// How long the response stays fresh, in seconds (RFC 9111 §4.2.1): `s-maxage` in a shared cache, else
    /// `max-age`, else `Expires` minus `Date`, else 10 % of the time since `Last-Modified` where a heuristic is
    /// allowed (§4.2.2), else 0.
    func freshnessLifetime(shared: Bool) -> TimeInterval {
        if control.hasInvalidFreshness { return 0 }
        if shared, let sharedMaxAge = control.sharedMaxAge { return TimeInterval(sharedMaxAge) }
        if let maxAge = control.maxAge { return TimeInterval(maxAge) }
        let date = dateValue
        if let expires = headers["Expires"] {
            // An invalid Expires, such as "0" or a date in none of the three forms, is a time in the past (§5.3).
            guard HTTPDate.isWellFormed(expires), let expiry = HTTPDate.parse(expires) else { return 0 }
            return max(0, expiry.timeIntervalSince(date))
        }
        guard Self.heuristicallyCacheable.contains(statusCode) || control.isPublic,
            let modified = headers["Last-Modified"].flatMap(HTTPDate.parse)
        else { return 0 }
        return max(0, date.timeIntervalSince(modified) / 10)
    }

    /// How old the response is at `now`, in seconds (RFC 9111 §4.2.3).
    func currentAge(at now: Date) -> TimeInterval {
        let apparentAge = max(0, responseTime.timeIntervalSince(dateValue))
        let responseDelay = max(0, responseTime.timeIntervalSince(requestTime))
        let correctedAge = ageValue + responseDelay
        let residentTime = max(0, now.timeIntervalSince(responseTime))
        return max(apparentAge, correctedAge) + residentTime
    }

    /// How many seconds past its lifetime the response is at `now`; negative while fresh.
    func staleness(at now: Date, shared: Bool) -> TimeInterval {
        currentAge(at: now) - freshnessLifetime(shared: shared)
    }

    /// The `Date` header, or the time the response arrived when it has none or it is invalid.
    var dateValue: Date {
        date ?? responseTime
    }

    /// The `Age` header in seconds; 0 when absent or malformed.
    private var ageValue: TimeInterval {
        guard let text = headers["Age"]?.trimmingCharacters(in: .whitespaces), let age = Int(text), age >= 0 else {
            return 0
        }
        return TimeInterval(age)
    }

    /// Whether the response may be served stale at all: not `must-revalidate`, nor `proxy-revalidate` or
    /// `s-maxage` in a shared cache (RFC 9111 §5.2.2.2, §5.2.2.8, §5.2.2.10), nor `no-cache`.
    func mayServeStale(shared: Bool) -> Bool {
        !control.mustRevalidate && !control.noCache
            && !(shared && (control.proxyRevalidate || control.sharedMaxAge != nil))
    }
}
