// RequestAdapter: the one seam that sees each request before it is sent and its answer after — signing, tokens.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Changes every `URLRequest` just before it is sent — sign it, add a fresh token, drop cookies — and may have it
/// sent again once after its answer, such as a `401` that refused a credential the adapter has since renewed.
///
/// Adapters run in the order the client lists them, inside the one task of a shared GET, so a request is
/// adapted once however many handlers wait for it. An adapter that throws fails the request with
/// ``RESTError/adaptation(_:)``, or with the ``RESTError`` it threw, unchanged. Each step must end within the
/// request's timeout: one that takes longer fails the request with ``RESTError/adaptation(_:)`` holding a
/// `URLError.timedOut`.
///
/// ``Authenticator`` is the adapter that uses both halves: a token on each request, and a refresh and one more
/// attempt when the server refuses it.
/// ```swift
/// struct Signer: RequestAdapter {
///     func adapt(_ request: URLRequest) async throws -> URLRequest {
///         var signed = request
///         signed.setValue(hmac(of: request), forHTTPHeaderField: "X-Signature")
///         return signed
///     }
/// }
/// var configuration = ClientConfiguration(baseURL: try BaseURL("https://api.example.com"))
/// configuration.adapters = [Signer(), Authenticator(tokens: tokenStore)]
/// ```
public protocol RequestAdapter: Sendable {
    /// Returns the request to send in place of `request`.
    ///
    /// - Throws: Any error, to refuse the request.
    func adapt(_ request: URLRequest) async throws -> URLRequest

    /// Whether `request`, as the adapters sent it, goes once more after `response`, its answer from the server,
    /// adapted afresh; by default, never.
    ///
    /// The pipeline asks for whole answers of `400` and above, before validating them (not for the streamed
    /// answers of ``ResponseHandling/bytes()`` and downloads). A request is sent again at most
    /// once this way, as a new attempt the monitors hear of and the ``RetryPolicy`` judges; one whose body is a
    /// one-shot stream fails instead with ``AuthenticationFailure/bodyNotReplayable(statusCode:)``.
    ///
    /// - Throws: Any error, to fail the request with it as ``adapt(_:)`` would.
    func replays(_ request: URLRequest, after response: RESTResponse) async throws -> Bool
}

extension RequestAdapter {
    /// Never: the request's answer stands.
    public func replays(_ request: URLRequest, after response: RESTResponse) async throws -> Bool { false }
}

/// An adapter made from a closure.
public struct ClosureAdapter: RequestAdapter {
    private let body: @Sendable (URLRequest) async throws -> URLRequest

    /// Creates an adapter that runs `body`.
    public init(_ body: @escaping @Sendable (URLRequest) async throws -> URLRequest) {
        self.body = body
    }

    /// Runs the closure.
    public func adapt(_ request: URLRequest) async throws -> URLRequest {
        try await body(request)
    }
}
