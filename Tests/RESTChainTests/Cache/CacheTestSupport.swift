// Helpers for the cache tests: a fixed clock, HTTP dates, requests and stored responses built in one line.
import Foundation

@testable import RESTChain

/// The instant every pure cache test starts from.
let cacheEpoch = Date(timeIntervalSince1970: 1_700_000_000)

/// `cacheEpoch` moved by `seconds`.
func at(_ seconds: TimeInterval) -> Date { cacheEpoch.addingTimeInterval(seconds) }

/// `date` as an IMF-fixdate, such as `Tue, 14 Nov 2023 22:13:20 GMT`.
func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
}

/// A request as the cache rules see it.
func cacheRequest(
    _ method: HTTPMethod = .get,
    _ url: String = "https://api.example.com/items",
    headers: HTTPHeaders = [:],
    policy: CachePolicy = .default,
    mode: HTTPCache.Mode = .private
) -> CacheRequest {
    CacheRequest(method: method, url: URL(string: url)!, headers: headers, policy: policy, mode: mode)
}

/// A response stored at `cacheEpoch` (unless `received` says otherwise) for `request`, with `Date` set to the
/// time it was received unless the headers give one.
func storedResponse(
    _ headers: HTTPHeaders,
    status: Int = 200,
    body: String = "stored body",
    received: Date = cacheEpoch,
    for request: CacheRequest = cacheRequest()
) -> StoredResponse {
    var headers = headers
    if headers["Date"] == nil { headers["Date"] = httpDate(received) }
    let vary = CacheKey.varyNames(headers["Vary"])
    return StoredResponse(
        statusCode: status, headers: headers, body: Data(body.utf8), url: request.url.absoluteString,
        requestTime: received, responseTime: received, varyNames: vary,
        variant: request.key.variant(varying: vary, on: request.headers))
}

/// A response from the origin.
func originResponse(_ status: Int = 200, _ headers: HTTPHeaders = [:], body: String = "origin body") -> RESTResponse {
    RESTResponse(
        statusCode: status, headers: headers, body: Data(body.utf8), url: URL(string: "https://api.example.com/items"))
}

extension CacheLookup {
    /// A short name for table rows: `fresh`, `stale`, `revalidate` (stale, in the background), `validate`
    /// (forward with conditional headers), `forward`, `504`.
    var name: String {
        switch self {
        case .fresh: "fresh"
        case .stale(_, let revalidation): revalidation == nil ? "stale" : "revalidate"
        case .forward(let conditional, _): conditional.isEmpty ? "forward" : "validate"
        case .unsatisfiable: "504"
        }
    }
}
