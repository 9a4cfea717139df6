// RESTResponse's freshness by its own headers: when a cache of objects taken from it should ask again.
import Foundation

extension RESTResponse {
    /// When this response stops being fresh, by its own headers, as a private cache reckons it (RFC 9111 §4.2):
    /// `max-age`, else `Expires` minus `Date`, else a tenth of the time since `Last-Modified` for a status a cache
    /// may store without explicit freshness, less the `Age` it arrived with.
    ///
    /// For a cache of what a response holds rather than of the response itself, such as objects kept one by one
    /// from a bulk answer. `no-store` (unless `must-understand` and a known status lift it) or `no-cache` make it
    /// stale at once; an invalid `Expires` is in the past.
    ///
    /// - Parameter receivedAt: When the response arrived; now by default.
    /// - Returns: The moment it turns stale, never before `receivedAt`.
    public func freshnessExpiry(receivedAt: Date = Date()) -> Date {
        let stored = StoredResponse(
            statusCode: statusCode, headers: headers, body: Data(), url: nil, requestTime: receivedAt,
            responseTime: receivedAt, varyNames: [], variant: "")
        if stored.control.forbidsStoring(statusCode: statusCode) || stored.control.noCache { return receivedAt }
        let fresh = stored.freshnessLifetime(shared: false) - stored.currentAge(at: receivedAt)
        return receivedAt.addingTimeInterval(max(0, fresh))
    }
}
