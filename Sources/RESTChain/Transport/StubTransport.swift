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

    /// Answers `request` after the delay, within its deadline and size limit; a streamed upload body is read into
    /// the `httpBody` the reply sees.
    ///
    /// - Throws: The stub's `URLError`; `URLError(.timedOut)` when the delay and the reply pass the request's
    ///   deadline; ``RESTError/responseTooLarge(limit:url:)`` when the reply's body passes its size limit;
    ///   `CancellationError` when cancelled during the delay.
    public func send(_ request: TransportRequest) async throws -> RESTResponse {
        let urlRequest = request.body == nil ? request.urlRequest : try await request.urlRequestWithBody()
        var response =
            request.deadline == nil
            ? try await exchange(urlRequest, of: request)
            : try await Deadline.run(until: request) { try await exchange(urlRequest, of: request) }
        if let limit = request.responseSizeLimit, response.body.count > limit { throw request.tooLarge }
        if response.url == nil { response.url = request.url }
        return response
    }

    /// Answers `request` as ``send(_:)`` does, then hands the body over in pieces of 16 KiB, as a network would.
    public func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        let response = try await send(request)
        let (body, continuation) = AsyncChunkSequence.makeStream(bufferLimit: .max)
        var start = response.body.startIndex
        while start < response.body.endIndex {
            let end = min(start + 16 * 1024, response.body.endIndex)
            continuation.yield(response.body.subdata(in: start..<end))
            start = end
        }
        continuation.finish()
        return StreamedResponse(head: response, body: body)
    }

    /// The answer to `urlRequest`, which goes on for the callers that share it when its own caller is cancelled.
    private func exchange(_ urlRequest: URLRequest, of request: TransportRequest) async throws -> RESTResponse {
        try await request.exchange { try await answer(urlRequest) }
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
