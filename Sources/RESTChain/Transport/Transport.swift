// Transport: the seam between RESTChain and the network.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one attempt of a request and returns the complete response: the seam between RESTChain and the network.
///
/// Every client takes a transport in its initialiser. RESTChain brings `CurlTransport` (the system libcurl: the
/// default on Linux), ``URLSessionTransport`` (the default on Apple platforms), ``StubTransport`` to answer in
/// memory and ``FixtureTransport`` to answer from recorded files; ``ClientConfiguration/defaultTransport`` is the
/// platform's default.
///
/// Every transport keeps one contract, which RESTChain's tests prove over each of its own and over a wrapper:
/// - **Limits**: end with ``TransportRequest/timedOut`` at ``TransportRequest/deadline`` and after
///   ``TransportRequest/idleTimeout`` of silence (60 s unless the client or session says otherwise), and with
///   ``TransportRequest/tooLarge`` as soon as the body passes ``TransportRequest/responseSizeLimit`` (the pipeline
///   checks the size again afterwards, but only the transport can stop a body before it is all in memory).
/// - **Prompt cancellation**: a cancelled `send` or `stream` throws at once, without waiting for the network.
/// - **Sharing**: when ``TransportRequest/sharing`` is set and others wait, a cancelled caller returns at once and
///   the exchange goes on for them (``SharedExchange``; ``TransportRequest/exchange(_:)`` does it for code written
///   as plain async functions), so identical GETs are never sent twice.
/// - **Failures** are one-line `URLError`s naming the URL; every failure of what the transport calls ends the
///   exchange, so no caller is left waiting.
///
/// To write your own, send ``TransportRequest/urlRequest`` and keep those promises. A transport that wraps another
/// passes the request on, and with it every promise of what it wraps:
/// ```swift
/// struct RecordingTransport: Transport {
///     let wrapped: any Transport
///     func send(_ request: TransportRequest) async throws -> RESTResponse {
///         print(request.urlRequest.httpMethod ?? "GET", request.url?.absoluteString ?? "")
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
    /// Sends `request` and returns the whole response, within the request's deadline and size limit.
    ///
    /// - Throws: `URLError` when the request does not complete (`.timedOut` past the deadline);
    ///   ``RESTError/responseTooLarge(limit:url:)`` past the size limit; `CancellationError` when cancelled.
    func send(_ request: TransportRequest) async throws -> RESTResponse

    /// Sends `request` and returns as soon as the response head has arrived, with the body to read as it arrives.
    ///
    /// The body's producer pauses the transfer while the consumer falls behind (``AsyncChunkSequence``), fails
    /// it with ``TransportRequest/tooLarge`` past ``TransportRequest/responseSizeLimit`` and with
    /// ``TransportRequest/timedOut`` after ``TransportRequest/idleTimeout`` of silence or at
    /// ``TransportRequest/deadline``, and closes the connection as soon as the consumer leaves. The default
    /// implementation calls ``send(_:)`` and hands over the body whole, so a transport that cannot stream still
    /// serves every streaming call, holding each body in memory.
    ///
    /// - Throws: What ``send(_:)`` throws, for failures before the head; later failures end the body instead.
    func stream(_ request: TransportRequest) async throws -> StreamedResponse
}

extension Transport {
    /// Sends `request` with ``send(_:)`` and hands over the whole body as one chunk.
    public func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        let response = try await send(request)
        return StreamedResponse(head: response, body: AsyncChunkSequence(response.body))
    }
}
