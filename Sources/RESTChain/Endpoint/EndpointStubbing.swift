// EndpointStubbing: answers requests made from an Endpoint in memory, from its sample data or a closure (Moya-style).
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a client answers requests made from an ``Endpoint`` without the network: from each endpoint's
/// `sampleData`, or from a closure that sees the endpoint.
///
/// Set it on a client; the client knows which endpoint each request came from, so the ``Transport`` does not need
/// to. Adapters, monitors, retries and validation run as they do on the network; only the transport is replaced:
/// ```swift
/// let offline = api.configured { $0.stubbing = .sampleData() }
/// let zen = try await offline.get(endpoint: GitHub.zen).string()      // GitHub.zen.sampleData
/// let down = api.configured {
///     $0.stubbing = .replying(delay: .milliseconds(200)) { endpoint, request in
///         .failure(URLError(.notConnectedToInternet))
///     }
/// }
/// ```
/// A request made without an endpoint — a path, or a pagination link — gets a 404 that says so, never the network.
public struct EndpointStubbing: Sendable {
    private let delay: Duration
    private let reply: @Sendable (any Endpoint, URLRequest) async throws -> StubTransport.Reply

    /// Answers each request through `reply`, which sees the endpoint and the request, after `delay`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before answering; cancelling the waiting task ends the wait.
    ///   - reply: The reply for an endpoint's request: a response, or a `URLError` as the network would throw.
    /// - Returns: The stubbing, for ``ClientConfiguration/stubbing``.
    public static func replying(
        delay: Duration = .zero,
        _ reply: @escaping @Sendable (any Endpoint, URLRequest) async throws -> StubTransport.Reply
    ) -> EndpointStubbing {
        EndpointStubbing(delay: delay, reply: reply)
    }

    /// Answers each request with `statusCode` and its endpoint's `sampleData`, after `delay`.
    public static func sampleData(delay: Duration = .zero, statusCode: Int = 200) -> EndpointStubbing {
        replying(delay: delay) { endpoint, _ in
            .response(RESTResponse(statusCode: statusCode, body: endpoint.sampleData))
        }
    }

    /// The transport that answers a request made from `endpoint`, or says that it was made from none.
    func transport(for endpoint: (any Endpoint)?) -> StubTransport {
        StubTransport(delay: delay) { [reply] request in
            guard let endpoint else { return .response(Self.missingEndpoint(request)) }
            return try await reply(endpoint, request)
        }
    }

    private static func missingEndpoint(_ request: URLRequest) -> RESTResponse {
        let message = "No stub: \(request.httpMethod ?? "GET") \(request.url?.path ?? "") was not made from an Endpoint"
        let body = JSONValue.object(["code": "stub_not_found", "message": .string(message)]).description
        return RESTResponse(statusCode: 404, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
