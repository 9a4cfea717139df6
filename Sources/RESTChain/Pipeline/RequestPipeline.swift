// RequestPipeline: the whole trip of a request, in order.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole trip of one request, in order:
/// 1. build the `URLRequest` from the ``PreparedRequest``;
/// 2. a GET without a body joins the identical GET in flight, or starts it (``InFlightRegistry``);
/// 3. inside that one task: send through the ``Transport``;
/// 4. back in each waiter's own task: validate the status (``ResponseValidation``).
struct RequestPipeline: Sendable {
    let configuration: ClientConfiguration
    let registry = InFlightRegistry()

    /// The validated response for `request`.
    ///
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func response(for request: PreparedRequest, options: RequestOptions) async throws(RESTError) -> RESTResponse {
        let urlRequest = try request.urlRequest()
        let response: RESTResponse
        do {
            if request.method == .get, request.body == nil {
                response = try await registry.response(for: RequestKey(request)) {
                    try await send(urlRequest)
                }
            } else {
                response = try await send(urlRequest)
            }
        } catch {
            throw RESTError(error)
        }
        return try ResponseValidation.validate(
            response,
            accepting: options.acceptableStatusCodes,
            errorDecoding: configuration.errorDecoding
        )
    }

    /// Sends one request through the transport.
    private func send(_ request: URLRequest) async throws -> RESTResponse {
        try await configuration.transport.send(request)
    }
}
