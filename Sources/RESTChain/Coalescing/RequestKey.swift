// RequestKey: what makes two GETs the same request — the final URL and the headers.
import Foundation

/// The identity of a GET for coalescing: the final URL, the header fields (names compared case-insensitively) and
/// the session's timeout.
struct RequestKey: Hashable, Sendable {
    let url: String
    let headers: [String]
    /// Part of the identity so that a waiter's `timeout(_:)` is never replaced by another's.
    let timeout: TimeInterval?

    init(_ request: PreparedRequest) {
        url = request.absoluteString
        headers = request.headers.map { $0.name.lowercased() + ":" + $0.value }.sorted()
        timeout = request.timeout
    }
}
