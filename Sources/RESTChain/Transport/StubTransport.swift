// StubTransport: answers requests in memory, for apps and tests that run without a network.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers in memory — from a closure, or from each ``Endpoint``'s `sampleData` — with any
/// status, headers and body, an optional delay, or a transport error, so a client runs with no network at all.
///
/// ```swift
/// let stub = StubTransport { request in .init(statusCode: 200, body: Data(#"{"id": 2}"#.utf8)) }
/// let offline = try RESTClient(baseURL: "https://api.github.com", transport: StubTransport.sampleData())
/// let zen = try await offline.get(GitHub.zen).string()     // GitHub.zen.sampleData
/// ```
public struct StubTransport: Transport {
    /// What the stub does for one request.
    public enum Reply: Sendable {
        /// Answer with this response.
        case response(RESTResponse)
        /// Fail as the network would, with this error.
        case failure(URLError)
    }

    private let delay: Duration
    private let reply: @Sendable (URLRequest, (any Endpoint)?) async throws -> Reply

    /// Creates a stub that answers every request through `reply`, after `delay`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before answering; cancelling the waiting task ends the wait.
    ///   - reply: The reply for a request.
    public init(delay: Duration = .zero, reply: @escaping @Sendable (URLRequest) async throws -> Reply) {
        self.delay = delay
        self.reply = { request, _ in try await reply(request) }
    }

    /// Creates a stub that answers every request with the response `respond` builds.
    public init(delay: Duration = .zero, respond: @escaping @Sendable (URLRequest) async throws -> RESTResponse) {
        self.init(delay: delay) { request in .response(try await respond(request)) }
    }

    /// A stub that answers each request made from an endpoint through `reply`, and requests made without
    /// one with a 404 that says so.
    public static func endpoints(
        delay: Duration = .zero,
        _ reply: @escaping @Sendable (any Endpoint, URLRequest) async throws -> Reply
    ) -> StubTransport {
        StubTransport(delay: delay) { request, endpoint in
            guard let endpoint else { return .response(missingEndpoint(request)) }
            return try await reply(endpoint, request)
        }
    }

    /// A stub that answers each request made from an endpoint with `statusCode` and the endpoint's
    /// `sampleData`.
    public static func sampleData(delay: Duration = .zero, statusCode: Int = 200) -> StubTransport {
        endpoints(delay: delay) { endpoint, _ in
            .response(RESTResponse(statusCode: statusCode, body: endpoint.sampleData))
        }
    }

    private init(delay: Duration, reply: @escaping @Sendable (URLRequest, (any Endpoint)?) async throws -> Reply) {
        self.delay = delay
        self.reply = reply
    }

    /// Answers `request` after the delay.
    ///
    /// - Throws: The stub's `URLError`, or `CancellationError` when cancelled during the delay.
    public func send(_ request: URLRequest) async throws -> RESTResponse {
        try await send(request, for: nil)
    }

    /// Answers `request`, made from `endpoint`, after the delay.
    ///
    /// - Throws: The stub's `URLError`, or `CancellationError` when cancelled during the delay.
    public func send(_ request: URLRequest, for endpoint: (any Endpoint)?) async throws -> RESTResponse {
        if delay > .zero { try await Task.sleep(for: delay) }
        try Task.checkCancellation()
        switch try await reply(request, endpoint) {
        case .response(var response):
            if response.url == nil { response.url = request.url }
            return response
        case .failure(let error):
            throw error
        }
    }

    private static func missingEndpoint(_ request: URLRequest) -> RESTResponse {
        let message = "No stub: \(request.httpMethod ?? "GET") \(request.url?.path ?? "") was not made from an Endpoint"
        let body = JSONValue.object(["code": "stub_not_found", "message": .string(message)]).description
        return RESTResponse(statusCode: 404, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
