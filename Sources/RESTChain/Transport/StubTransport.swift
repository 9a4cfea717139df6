// StubTransport: answers requests in memory, for apps and tests that run without a network.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers in memory from a closure — any status, headers and body, an optional delay, or a
/// transport error — so a client runs with no network at all.
///
/// ```swift
/// let stub = StubTransport { request in .init(statusCode: 200, body: Data(#"{"id": 2}"#.utf8)) }
/// let offline = try RESTClient(baseURL: "https://api.example.com", transport: stub)
/// ```
/// To answer from each ``Endpoint``'s `sampleData` instead, set the client's ``ClientConfiguration/stubbing``.
public struct StubTransport: Transport {
    /// What the stub does for one request.
    public enum Reply: Sendable {
        /// Answer with this response.
        case response(RESTResponse)
        /// Fail as the network would, with this error.
        case failure(URLError)
    }

    private let delay: Duration
    private let reply: @Sendable (URLRequest) async throws -> Reply

    /// Creates a stub that answers every request through `reply`, after `delay`.
    ///
    /// - Parameters:
    ///   - delay: How long to wait before answering; cancelling the waiting task ends the wait.
    ///   - reply: The reply for a request.
    public init(delay: Duration = .zero, reply: @escaping @Sendable (URLRequest) async throws -> Reply) {
        self.delay = delay
        self.reply = reply
    }

    /// Creates a stub that answers every request with the response `respond` builds.
    public init(delay: Duration = .zero, respond: @escaping @Sendable (URLRequest) async throws -> RESTResponse) {
        self.init(delay: delay) { request in .response(try await respond(request)) }
    }

    /// Answers `request` after the delay, within its deadline and size limit.
    ///
    /// - Throws: The stub's `URLError`; `URLError(.timedOut)` when the delay and the reply pass the request's
    ///   deadline; ``RESTError/responseTooLarge(limit:url:)`` when the reply's body passes its size limit;
    ///   `CancellationError` when cancelled during the delay.
    public func send(_ request: TransportRequest) async throws -> RESTResponse {
        var response =
            request.deadline == nil
            ? try await answer(request.urlRequest)
            : try await Deadline.run(until: request) { try await answer(request.urlRequest) }
        if let limit = request.responseSizeLimit, response.body.count > limit { throw request.tooLarge }
        if response.url == nil { response.url = request.url }
        return response
    }

    private func answer(_ request: URLRequest) async throws -> RESTResponse {
        if delay > .zero { try await Task.sleep(for: delay) }
        try Task.checkCancellation()
        switch try await reply(request) {
        case .response(let response):
            return response
        case .failure(let error):
            throw error
        }
    }
}
