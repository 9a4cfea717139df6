// RequestAdapter: changes the final URLRequest just before it is sent — signing, tokens, headers.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Changes every `URLRequest` just before it is sent: sign it, add a fresh token, drop cookies.
///
/// Adapters run in the order the client lists them, inside the one task of a shared GET, so a request is
/// adapted once however many handlers wait for it. An adapter that throws fails the request with
/// ``RESTError/adaptation(_:)``, or with the ``RESTError`` it threw, unchanged.
/// ```swift
/// struct Signer: RequestAdapter {
///     func adapt(_ request: URLRequest) async throws -> URLRequest {
///         var signed = request
///         signed.setValue(hmac(of: request), forHTTPHeaderField: "X-Signature")
///         return signed
///     }
/// }
/// var configuration = ClientConfiguration(baseURL: try BaseURL("https://api.example.com"))
/// configuration.adapters = [Signer(), BearerTokenAdapter(tokens: tokenStore)]
/// ```
public protocol RequestAdapter: Sendable {
    /// Returns the request to send in place of `request`.
    ///
    /// - Throws: Any error, to refuse the request.
    func adapt(_ request: URLRequest) async throws -> URLRequest
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
