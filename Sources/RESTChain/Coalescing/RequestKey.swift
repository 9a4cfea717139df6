// RequestKey: what makes two GETs the same request — the final URL and the headers.
import Foundation

/// The identity of a GET for coalescing: the final URL and the header fields (names compared case-insensitively).
struct RequestKey: Hashable, Sendable {
    let url: String
    let headers: [String]

    init(_ request: PreparedRequest) {
        url = request.absoluteString
        headers = request.headers.map { $0.name.lowercased() + ":" + $0.value }.sorted()
    }
}
