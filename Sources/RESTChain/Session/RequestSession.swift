// RequestSession: a chainable request with any verb and body; never merged with another.
import Foundation

/// A request with any verb and an optional body, shaped like a ``GetSession`` and started by a handler.
///
/// Unlike GETs, these requests are never merged: every handler sends its own request.
/// ```swift
/// let token = try await api.post("login", body: .json(credentials)).decode(type: Token.self)
/// ```
public struct RequestSession: RequestShaping, ResponseHandling {
    /// The client that sends the request.
    public let client: RESTClient
    /// The request as shaped so far: what is sent, and how it is sent and judged.
    public var request: PreparedRequest

    /// Creates a session for `request` on `client`; clients create sessions through their verb methods.
    public init(client: RESTClient, request: PreparedRequest) {
        self.client = client
        self.request = request
    }

    /// Sends the request and returns the accepted response.
    ///
    /// - Throws: ``RESTError`` — `invalidURL`, `invalidRequest`, `transport`, `httpStatus`, `adaptation` or
    ///   `cancelled`.
    public func response() async throws(RESTError) -> RESTResponse {
        try await client.pipeline.response(for: request)
    }

    /// This session with `body` as its body, replacing any other.
    public func body(_ body: RequestBody) -> Self {
        var copy = self
        copy.request.body = body
        return copy
    }
}
