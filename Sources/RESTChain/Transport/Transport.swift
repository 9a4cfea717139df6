// Transport: the seam between RESTChain and the network.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one fully prepared request and returns the complete response: the seam between RESTChain and the network.
///
/// Every client takes a transport in its initialiser. Use ``URLSessionTransport`` (the default) for the network,
/// ``StubTransport`` to answer in memory, ``FixtureTransport`` to answer from recorded files, or write your own:
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
/// the pipeline decides which codes are accepted. A transport sees only the request: to answer from the
/// ``Endpoint`` a request was made from, give the client an ``EndpointStubbing`` instead.
public protocol Transport: Sendable {
    /// Sends `request` and returns the whole response.
    ///
    /// - Throws: `URLError` when the request does not complete; `CancellationError` when cancelled.
    func send(_ request: URLRequest) async throws -> RESTResponse
}
