// One request as the loopback server logged it, from `GET /_requests`.

/// A request the loopback test server received, as recorded in its log of the last 1000 requests.
///
/// Control routes (paths under `/_`) are never logged.
public struct LoggedRequest: Codable, Sendable, Equatable, Hashable {
    /// The HTTP method, such as `GET`.
    public let method: String

    /// The path without the query, still percent-encoded as it was sent.
    public let path: String

    /// The raw query string without the leading `?`; empty when there was none.
    public let query: String

    /// The request headers, names lower-cased; repeated headers are joined with `", "`.
    public let headers: [String: String]

    /// When the request arrived, in seconds since 1970 on the server's clock.
    ///
    /// Differences between two requests measure client-side delays such as retry back-off.
    public let time: Double

    /// Creates a logged request from its parts.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The percent-encoded path without the query.
    ///   - query: The raw query string.
    ///   - headers: The headers with lower-cased names.
    ///   - time: The arrival time in seconds since 1970.
    public init(method: String, path: String, query: String, headers: [String: String], time: Double) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.time = time
    }

    /// Returns the value of a request header, matching its name case-insensitively.
    ///
    /// - Parameter name: The header name in any case.
    /// - Returns: The header's value, or `nil` when the request did not carry it.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
