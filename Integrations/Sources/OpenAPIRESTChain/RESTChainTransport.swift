// RESTChainTransport: a generated OpenAPI client's requests sent through a RESTClient.
import Foundation
import HTTPTypes
import OpenAPIRuntime
import RESTChain

/// A `ClientTransport` that sends a generated client's requests through a ``RESTChain/RESTClient``, so its HTTP
/// cache, the coalescing of identical GETs, its retry policy, rate limiter, size limit, adapters, monitors,
/// redaction and transport all apply.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com")
/// let client = Client(serverURL: try Servers.Server1.url(), transport: RESTChainTransport(client: api))
/// let build = try await client.getBuild().ok.body.json
/// ```
/// The generated client names the server, so the ``RESTChain/RESTClient``'s own base URL and default query items
/// are not used; its headers are sent, under the operation's own. Every status reaches the generated client, which
/// decides what it documents: the client's accepted status codes play no part.
///
/// A response is read whole by default, so that the cache, coalescing and the size limit apply; the operations named
/// in ``Configuration/streamedOperations`` are read as they arrive instead (never cached nor coalesced). A request
/// body the generated client can iterate more than once and whose length it knows (every JSON or form body it
/// encodes) is sent from memory, so a retry may send it again; any other body is streamed as it is read, once.
public struct RESTChainTransport: ClientTransport {
    /// The client every request goes through.
    public let client: RESTClient
    /// How responses and request bodies are carried.
    public let configuration: Configuration

    /// How the transport carries bodies.
    public struct Configuration: Sendable {
        /// The operation IDs whose response bodies are streamed as they arrive instead of read whole: for
        /// downloads, event streams and long polls. Such responses are never cached nor joined to an identical
        /// request, and have no size limit but the one a session sets.
        public var streamedOperations: Set<String>

        /// Creates a configuration.
        ///
        /// - Parameter streamedOperations: The operations whose responses are streamed; none by default.
        public init(streamedOperations: Set<String> = []) {
            self.streamedOperations = streamedOperations
        }
    }

    /// Creates a transport.
    ///
    /// - Parameters:
    ///   - client: The client requests go through, with its cache, retries, limits and monitors.
    ///   - configuration: Which responses are streamed; none by default.
    public init(client: RESTClient, configuration: Configuration = Configuration()) {
        self.client = client
        self.configuration = configuration
    }

    /// Sends `request` through the client.
    ///
    /// - Throws: ``RESTChain/RESTError`` — `invalidURL` when the request's path does not make a URL with `baseURL`,
    ///   `invalidRequest`, `transport`, `responseTooLarge`, `cancelled`… — which the generated client wraps in its
    ///   `ClientError`.
    public func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let session = try await session(for: request, body: body, baseURL: baseURL)
        if configuration.streamedOperations.contains(operationID) {
            let streamed = try await session.streamedResponse()
            let body = HTTPBody(streamed.body, length: streamed.head.bodyLength, iterationBehavior: .single)
            return (HTTPResponse(streamed.head), body)
        }
        let response = try await session.response()
        return (HTTPResponse(response), request.method == .head ? nil : HTTPBody(response.body))
    }

    /// The session for `request`: its URL under `baseURL`, the client's headers with the request's on top, every
    /// status accepted.
    private func session(
        for request: HTTPRequest, body: HTTPBody?, baseURL: URL
    ) async throws -> RequestSession {
        let text = Self.absoluteString(baseURL, request.path ?? "/")
        guard let url = URL(string: text) else { throw RESTError.invalidURL(text, reason: "not a valid URL") }
        // get(url:) splits the query into items as the core reads them, and starts from the client's headers.
        var prepared = client.get(url: url).request
        prepared.method = HTTPMethod(rawValue: request.method.rawValue)
        prepared.acceptableStatusCodes = Self.everyStatus
        for name in Set(request.headerFields.map(\.name)) {
            // One field per name, repeated values joined as HTTPFields joins them.
            prepared.headers[name.rawName] = request.headerFields[name]
        }
        if let body {
            prepared.body = try await RequestBody(body, contentType: request.headerFields[.contentType])
        }
        // A GET without a body is joined to the identical GET in flight, whatever the session's type.
        return RequestSession(client: client, request: prepared)
    }

    /// Every status, accepted: the generated client decides what each means. Built once, not per request.
    private static let everyStatus = Set(100..<600)

    /// `path` (with its query) under `baseURL`, with exactly one slash between them.
    static func absoluteString(_ baseURL: URL, _ path: String) -> String {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return path.hasPrefix("/") ? base + path : base + "/" + path
    }
}
