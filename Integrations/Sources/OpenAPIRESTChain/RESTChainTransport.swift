// RESTChainTransport: a generated OpenAPI client's requests sent through a RESTClient.
import Foundation
import HTTPTypes
import OpenAPIRuntime
import RESTChain

/// A `ClientTransport` that sends a generated client's requests through a `RESTClient`, so its HTTP
/// cache, the coalescing of identical GETs, its retry policy, rate limiter, size limit, adapters, monitors,
/// redaction and transport all apply.
///
/// ```swift
/// let api = try RESTClient(baseURL: "https://api.guildwars2.com")
/// let client = Client(serverURL: try Servers.Server1.url(), transport: RESTChainTransport(client: api))
/// let build = try await client.getBuild().ok.body.json
/// ```
/// The generated client names the server, so the `RESTClient`'s own base URL and default query items
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
        clientHeaders = client.configuration.headers
    }

    /// The client's headers, read once: its configuration never changes, and reading it copies every setting.
    private let clientHeaders: HTTPHeaders

    /// Sends `request` through the client.
    ///
    /// - Throws: `RESTError` — `invalidURL` when the request's path does not make a URL with `baseURL`,
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
    ///
    /// The request is built as `RESTClient.get(url:)` builds one — the path's query split into items
    /// as the core reads them — without parsing the URL first: the pipeline parses it once, and refuses a URL that
    /// does not parse with `RESTError.invalidURL(_:reason:)`.
    private func session(
        for request: HTTPRequest, body: HTTPBody?, baseURL: URL
    ) async throws -> RequestSession {
        let target = request.path ?? "/"
        let query = target.firstIndex(of: "?")
        var prepared = PreparedRequest(
            method: HTTPMethod(rawValue: request.method.rawValue),
            url: Self.absoluteString(baseURL, target[..<(query ?? target.endIndex)]),
            queryItems: query.map { QueryEncoding.decode(String(target[target.index(after: $0)...])) } ?? [],
            headers: clientHeaders)
        prepared.acceptableStatusCodes = Self.everyStatus
        let fields = request.headerFields
        for (index, field) in zip(fields.indices, fields) {
            // One header per name: its first field brings every value of the name, joined as HTTPFields joins
            // them; the name's later fields are already in.
            guard !fields[..<index].contains(where: { $0.name == field.name }) else { continue }
            prepared.headers[field.name.rawName] = fields[field.name]
        }
        if let body {
            prepared.body = try await RequestBody(body, contentType: request.headerFields[.contentType])
        }
        // A GET without a body is joined to the identical GET in flight, whatever the session's type.
        return RequestSession(client: client, request: prepared)
    }

    /// Every status, accepted: the generated client decides what each means. Built once, not per request.
    private static let everyStatus = Set(100..<600)

    /// `path` under `baseURL`, with exactly one slash between them.
    static func absoluteString(_ baseURL: URL, _ path: some StringProtocol) -> String {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        if !path.hasPrefix("/") { text.append("/") }
        text.append(contentsOf: path)
        return text
    }
}
