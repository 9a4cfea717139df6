// RESTError+OriginFailure: the one rule for "the origin failed", where a stored answer may stand in.
import Foundation

extension RESTError {
    /// Whether the origin failed: it could not be reached (``RESTError/transport(_:)``), or answered `500`, `502`,
    /// `503` or `504`. These are the failures a stored answer may stand in for — the HTTP cache's
    /// `stale-if-error`, a model store's offline fallback. A cancellation, a 4xx or a decoding error is not one.
    public var isOriginFailure: Bool {
        switch self {
        case .transport: true
        case .httpStatus(let failure): Self.originFailureStatusCodes.contains(failure.statusCode)
        default: false
        }
    }

    /// The status codes that mean the origin failed (RFC 5861 §4).
    static let originFailureStatusCodes: Set<Int> = [500, 502, 503, 504]
}
