// ResponseHandling+Streaming: a response read as it arrives — chunks, lines, JSON lines, Server-Sent Events.
import Foundation

/// A streamed response is never joined with an identical request in flight and never read from or written to the
/// cache: its body belongs to its one consumer. Each method returns once the response head has arrived and its
/// status is accepted; the body is read as it arrives, and the transfer pauses while the consumer falls behind.
/// The session's timeout limits silence (before the head and between two pieces of the body), not the whole
/// transfer. The body has no size limit unless the session set one with ``RequestShaping/responseSizeLimit(_:)``;
/// a line may be as long as the client's ``ClientConfiguration/responseSizeLimit``. Cancelling the consuming task,
/// or leaving the loop, closes the connection at once.
extension ResponseHandling {
    /// The accepted response head, with its body to read as it arrives.
    ///
    /// ```swift
    /// let response = try await api.get("exports/today").streamedResponse()
    /// print(response.head.headers["Content-Length"] ?? "unknown length")
    /// for try await chunk in response.body { try file.write(contentsOf: chunk) }
    /// ```
    /// - Throws: Every ``RESTError`` but ``RESTError/decoding(_:)`` — ``RESTError/httpStatus(_:)`` when the status is
    ///   not accepted (with the start of the body).
    public func streamedResponse() async throws(RESTError) -> StreamedResponse {
        try await client.pipeline.stream(for: request)
    }

    /// The body in chunks, as it arrives.
    ///
    /// ```swift
    /// for try await chunk in try await api.get("logs/tail").bytes() { handle(chunk) }
    /// ```
    /// - Throws: As ``streamedResponse()``; the sequence throws the transfer's failure.
    public func bytes() async throws(RESTError) -> AsyncChunkSequence {
        try await streamedResponse().body
    }

    /// The body as lines of text, each as soon as it is complete.
    ///
    /// - Throws: As ``streamedResponse()``; the sequence throws ``RESTError``.
    public func lines() async throws(RESTError) -> AsyncTextLineSequence {
        let response = try await streamedResponse()
        return AsyncTextLineSequence(body: response.body, lineLimit: lineLimit, url: response.head.url)
    }

    /// The body as newline-delimited JSON (NDJSON), one value decoded from each line as it arrives.
    ///
    /// ```swift
    /// for try await change in try await api.get("changes").jsonLines(of: Change.self, onInvalidLine: .skip) {
    ///     apply(change)
    /// }
    /// ```
    /// - Parameters:
    ///   - type: The type of each line, such as `Change.self`.
    ///   - decoder: A decoder for this call only; the session's or the client's by default.
    ///   - onInvalidLine: Whether a line that does not decode stops the sequence (the default) or is skipped.
    /// - Returns: The values, one per line.
    /// - Throws: As ``streamedResponse()``; the sequence throws ``RESTError``, ``RESTError/decoding(_:)`` naming the
    ///   line with ``InvalidLinePolicy/stop``.
    public func jsonLines<Value: Decodable>(
        of type: Value.Type,
        decoder: JSONDecoder? = nil,
        onInvalidLine: InvalidLinePolicy = .stop
    ) async throws(RESTError) -> AsyncJSONLineSequence<Value> {
        let response = try await streamedResponse()
        return AsyncJSONLineSequence(
            body: response.body, lineLimit: lineLimit, url: response.head.url, decoder: resolvedDecoder(decoder),
            policy: onInvalidLine)
    }

    /// The body as Server-Sent Events, reconnecting with `Last-Event-ID` as the WHATWG standard says.
    ///
    /// ```swift
    /// for try await event in try await api.get("live").events() where event.type == "score" {
    ///     print(event.data)
    /// }
    /// ```
    /// When the server ends the body or the connection is cut, the sequence waits the stream's `retry:` time
    /// (3 seconds until it sends one) and reconnects, sending the ID of the last event it delivered. As the standard
    /// says, only `200` with a `text/event-stream` body is read, whatever statuses the session accepts; a
    /// `204 No Content` ends the sequence without an error, at once or on a reconnection.
    ///
    /// - Parameter maximumReconnects: How many reconnections in a row may bring no event; the count starts again
    ///   at each event. Unlimited by default, as in browsers: a stream the server ends keeps being reconnected to
    ///   until it answers `204`. Once they are used up the sequence ends — quietly after a clean end, throwing the
    ///   failure after a cut connection. `0` never reconnects.
    /// - Returns: The events.
    /// - Throws: As ``streamedResponse()`` (``RESTError/httpStatus(_:)`` for any status but 200 and 204), and
    ///   ``RESTError/decoding(_:)`` when the body is not `text/event-stream`; the sequence throws ``RESTError``
    ///   as ``AsyncServerSentEventSequence`` says.
    public func events(maximumReconnects: Int = .max) async throws(RESTError) -> AsyncServerSentEventSequence {
        var request = request
        if request.headers["Accept"] == nil { request.headers["Accept"] = "text/event-stream" }
        if request.headers["Cache-Control"] == nil { request.headers["Cache-Control"] = "no-cache" }
        request.acceptableStatusCodes = [200, 204]
        let response = try await client.pipeline.stream(for: request)
        return try events(of: request, in: response, maximumReconnects: maximumReconnects)
    }

    /// The events of `response`, which this session's request already opened, as ``events(maximumReconnects:)``
    /// reads them: for a caller that looked at the head first (a command line printing lines or events by the
    /// `Content-Type`), so the request is sent once. A reconnection sends the request again, with `Last-Event-ID`.
    ///
    /// - Throws: As ``events(maximumReconnects:)`` does for the first answer.
    package func events(
        in response: StreamedResponse, maximumReconnects: Int
    ) throws(RESTError) -> AsyncServerSentEventSequence {
        var request = request
        request.acceptableStatusCodes = [200, 204]
        return try events(of: request, in: response, maximumReconnects: maximumReconnects)
    }

    /// The events of `response`, the answer to `request`, reconnecting with `request`.
    private func events(
        of request: PreparedRequest, in response: StreamedResponse, maximumReconnects: Int
    ) throws(RESTError) -> AsyncServerSentEventSequence {
        let first: StreamedResponse?
        switch ServerSentEventReconnection.answer(response.head) {
        case .events:
            first = response
        case .noContent:
            response.body.cancel()
            first = nil
        case .refused(let error):
            response.body.cancel()
            throw error
        }
        return AsyncServerSentEventSequence(
            pipeline: client.pipeline, request: request, first: first, lineLimit: lineLimit,
            maximumReconnects: maximumReconnects)
    }

    /// The longest line a line-based sequence accepts: the client's in-memory size limit.
    private var lineLimit: Int {
        client.pipeline.configuration.responseSizeLimit ?? .max
    }
}
