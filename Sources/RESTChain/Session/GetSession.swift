// GetSession: a chainable GET, shaped step by step and started by a handler.
import Foundation

/// A GET request as a value: shape it with `query`, `header` and friends, then start it with a handler.
///
/// Shaping returns a new value and sends nothing. A handler — `data()`, `string()`, `json()`, `decode(type:)`
/// or their completion forms — starts the request. While a GET with the same final URL, headers and timeout is
/// in flight on the same client, every further handler attaches to that one request:
/// ```swift
/// api.get("users")
///     .string { result in print(result) }
///     .data { result in print(result) }                  // same request on the wire
///     .decode(type: [User].self) { result in print(result) }
/// ```
public struct GetSession: RequestShaping, ResponseHandling {
    /// The client that sends the request.
    public let client: RESTClient
    /// The request as shaped so far: what is sent, and how it is sent and judged.
    public var request: PreparedRequest

    /// Creates a session for `request` on `client`; clients create sessions through ``RESTClient/get(_:)`` and
    /// ``RESTClient/get(endpoint:)``.
    public init(client: RESTClient, request: PreparedRequest) {
        self.client = client
        self.request = request
    }

    /// Sends the request, or joins the identical GET in flight, and returns the accepted response.
    ///
    /// - Throws: ``RESTError`` — `invalidURL`, `transport`, `httpStatus`, `adaptation` or `cancelled`;
    ///   `invalidRequest` when the session was made from an endpoint whose verb is not GET.
    public func response() async throws(RESTError) -> RESTResponse {
        guard request.method == .get else {
            let origin = request.endpoint.map { "\(type(of: $0)) endpoint \($0.path)" } ?? "request"
            throw .invalidRequest(
                reason: "get(endpoint:) sends GET, but this \(origin) is \(request.method.rawValue): use request(_:)")
        }
        return try await client.pipeline.response(for: request)
    }
}
