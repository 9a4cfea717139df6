// AsyncServerSentEventSequence: a Server-Sent Events stream that reconnects with Last-Event-ID.
import Foundation

/// The events of a `text/event-stream` response as they arrive: what ``ResponseHandling/events(maximumReconnects:)``
/// returns.
///
/// When the connection drops or the server ends the body, the sequence waits the reconnection time (3 seconds,
/// or what the stream's last `retry:` field asked for) and sends the request again with `Last-Event-ID`, as
/// browsers do. It ends when the server answers a reconnection with `204 No Content`, and fails when it answers
/// another status the request does not accept, a body that is not `text/event-stream`, or after
/// `maximumReconnects` reconnections in a row that brought no event. Cancelling the consuming task closes the
/// connection at once and stops reconnecting. Read it once.
public struct AsyncServerSentEventSequence: AsyncSequence, Sendable {
    /// An event.
    public typealias Element = ServerSentEvent
    /// Always a ``RESTError``.
    public typealias Failure = any Error

    let pipeline: RequestPipeline
    let request: PreparedRequest
    let first: StreamedResponse
    let lineLimit: Int
    let maximumReconnects: Int

    /// Creates the iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self, lines: Self.lines(of: first, limit: lineLimit))
    }

    /// The lines of one connection's body.
    static func lines(of response: StreamedResponse, limit: Int) -> AsyncRawLineIterator {
        AsyncRawLineIterator(body: response.body, lineLimit: limit, url: response.head.url)
    }

    /// Checks that a connection answers with an event stream.
    static func check(_ head: RESTResponse) throws(RESTError) {
        let type = head.headers["Content-Type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        guard type?.lowercased() == "text/event-stream" else {
            throw .decoding(
                DecodingFailure(
                    reason: "expected a text/event-stream body, got \(type ?? "no content type")", body: Data(),
                    typeName: "ServerSentEvent"))
        }
    }

    /// Reads the events one at a time, reconnecting as the sequence describes.
    public struct Iterator: AsyncIteratorProtocol {
        let sequence: AsyncServerSentEventSequence
        var lines: AsyncRawLineIterator?
        var parser = ServerSentEventParser()
        var reconnectsWithoutEvent = 0
        var isFinished = false

        init(sequence: AsyncServerSentEventSequence, lines: AsyncRawLineIterator) {
            self.sequence = sequence
            self.lines = lines
        }

        /// The next event, or `nil` when the server ended the stream with `204`.
        ///
        /// - Throws: ``RESTError``: ``RESTError/cancelled`` when the consuming task was cancelled, the failure of
        ///   the last reconnection when reconnections ran out or the server refused one.
        public mutating func next() async throws -> ServerSentEvent? {
            while !isFinished {
                guard var current = lines else {
                    lines = try await reconnect()
                    continue
                }
                let line: Data?
                do {
                    line = try await current.next()
                    lines = current
                } catch {
                    if case .cancelled = error { isFinished = true }
                    guard !isFinished, !Task.isCancelled else {
                        isFinished = true
                        throw RESTError.cancelled
                    }
                    if case .responseTooLarge = error { throw error }
                    try dropConnection(after: error)
                    continue
                }
                guard let line else {
                    try dropConnection(after: nil)
                    continue
                }
                if let event = parser.take(line) {
                    reconnectsWithoutEvent = 0
                    return event
                }
            }
            return nil
        }

        /// Forgets the current connection; throws `error` when no reconnection is left.
        private mutating func dropConnection(after error: RESTError?) throws(RESTError) {
            lines = nil
            parser.reset()
            guard reconnectsWithoutEvent < sequence.maximumReconnects else {
                isFinished = true
                throw error ?? .transport(URLError(.networkConnectionLost))
            }
        }

        /// Waits the reconnection time, then sends the request again with `Last-Event-ID`.
        private mutating func reconnect() async throws(RESTError) -> AsyncRawLineIterator? {
            reconnectsWithoutEvent += 1
            do {
                try await Task.sleep(for: parser.retry ?? .seconds(3))
            } catch {
                isFinished = true
                throw .cancelled
            }
            var fields: HTTPHeaders = ["Accept": "text/event-stream", "Cache-Control": "no-cache"]
            if !parser.lastEventID.isEmpty { fields["Last-Event-ID"] = parser.lastEventID }
            var request = sequence.request
            request.acceptableStatusCodes.insert(204)
            let response: StreamedResponse
            do {
                response = try await sequence.pipeline.stream(for: request, adding: fields)
            } catch .transport(let error) {
                // A connection that fails is tried again, as one that drops is.
                try dropConnection(after: .transport(error))
                return nil
            }
            if response.head.statusCode == 204 {
                response.body.cancel()
                isFinished = true
                return nil
            }
            try AsyncServerSentEventSequence.check(response.head)
            return AsyncServerSentEventSequence.lines(of: response, limit: sequence.lineLimit)
        }
    }
}
