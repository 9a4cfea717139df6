// Transport: the seam between RESTChain and the network.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one fully prepared request and returns the complete response: the seam between RESTChain and the network.
///
/// Every client takes a transport in its initialiser. Use ``URLSessionTransport`` (the default) for the network,
/// ``StubTransport`` to answer in memory, or write your own:
/// ```swift
/// struct RecordingTransport: Transport {
///     let wrapped: any Transport
///     func send(_ request: URLRequest) async throws -> RESTResponse {
///         print(request.httpMethod ?? "GET", request.url?.absoluteString ?? "")
///         return try await wrapped.send(request)
///     }
/// }
/// let api = try RESTClient(baseURL: "https://api.example.com", transport: RecordingTransport(wrapped: URLSessionTransport()))
/// ```
/// A transport reports failures to connect by throwing `URLError`, and stops when its task is cancelled
/// (throwing `CancellationError` or `URLError(.cancelled)`). Any status code is a response, not an error:
/// the pipeline decides which codes are accepted.
public protocol Transport: Sendable {
    /// Sends `request` and returns the whole response.
    ///
    /// - Throws: `URLError` when the request does not complete; `CancellationError` when cancelled.
    func send(_ request: URLRequest) async throws -> RESTResponse

    /// Sends `request`, made from `endpoint` when the session came from an ``Endpoint``.
    ///
    /// The default forwards to ``send(_:)``; stubs use the endpoint to answer with its sample data.
    func send(_ request: URLRequest, for endpoint: (any Endpoint)?) async throws -> RESTResponse
}

extension Transport {
    /// Forwards to ``send(_:)``, ignoring the endpoint.
    public func send(_ request: URLRequest, for endpoint: (any Endpoint)?) async throws -> RESTResponse {
        try await send(request)
    }
}
