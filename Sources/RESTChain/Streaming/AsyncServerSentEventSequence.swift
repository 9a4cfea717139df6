// AsyncServerSentEventSequence: a Server-Sent Events stream that reconnects with Last-Event-ID.
import Foundation

/// The events of a `text/event-stream` response as they arrive: what ``ResponseHandling/events(maximumReconnects:)``
/// returns.
///
/// It follows the WHATWG HTML standard's processing model. When the server ends the body, or the connection is
/// cut, the sequence waits the reconnection time (what the stream's last `retry:` field asked for, else 3 seconds)
/// and sends the request again with `Last-Event-ID`, the ID of the last event it delivered. Where the standard
/// "fails the connection", the sequence stops reconnecting:
/// - `204 No Content` ends it without an error: the standard's way for a server to say "do not reconnect".
/// - Any other status than 200 throws ``RESTError/httpStatus(_:)``, and a body that is not `text/event-stream`
///   throws ``RESTError/decoding(_:)``, both naming the URL.
///
/// After `maximumReconnects` reconnections in a row that brought no event, the sequence stops: it ends without an
/// error when the last connection ended cleanly, and throws ``RESTError/transport(_:)`` (naming the URL) when it
/// was cut or could not be made. Cancelling the consuming task closes the connection at once and stops
/// reconnecting. Read it once.
public struct AsyncServerSentEventSequence: AsyncSequence, Sendable {
    /// An event.
    public typealias Element = ServerSentEvent
    /// Always a ``RESTError``.
    public typealias Failure = any Error

    let pipeline: RequestPipeline
    let request: PreparedRequest
    /// The first connection's answer; `nil` when it was `204 No Content`, so there is nothing to read.
    let first: StreamedResponse?
    let lineLimit: Int
    let maximumReconnects: Int

    /// Creates the iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(sequence: self, lines: first.map { Self.lines(of: $0, limit: lineLimit) })
    }

    /// The lines of one connection's body.
    static func lines(of response: StreamedResponse, limit: Int) -> AsyncRawLineIterator {
        AsyncRawLineIterator(body: response.body, lineLimit: limit, url: response.head.url)
    }

    /// Reads the events one at a time, reconnecting as the sequence describes.
    public struct Iterator: AsyncIteratorProtocol {
        let sequence: AsyncServerSentEventSequence
        var lines: AsyncRawLineIterator?
        var parser = ServerSentEventParser()
        var reconnection: ServerSentEventReconnection
        var isFinished: Bool

        init(sequence: AsyncServerSentEventSequence, lines: AsyncRawLineIterator?) {
            self.sequence = sequence
            self.lines = lines
            reconnection = ServerSentEventReconnection(maximumReconnects: sequence.maximumReconnects)
            isFinished = lines == nil
        }

        /// The next event, or `nil` once the stream is over: a `204`, or reconnections used up after a clean end.
        ///
        /// - Throws: ``RESTError``: ``RESTError/cancelled`` when the consuming task was cancelled;
        ///   ``RESTError/httpStatus(_:)`` or ``RESTError/decoding(_:)`` when a reconnection is refused;
        ///   ``RESTError/transport(_:)`` when reconnections ran out after a cut connection;
        ///   ``RESTError/responseTooLarge(limit:url:)`` for a line longer than the client's size limit.
        public mutating func next() async throws -> ServerSentEvent? {
            do {
                return try await nextEvent()
            } catch {
                isFinished = true
                lines = nil
                throw Task.isCancelled ? RESTError.cancelled : error
            }
        }

        private mutating func nextEvent() async throws(RESTError) -> ServerSentEvent? {
            while !isFinished, var current = lines {
                let line: Data?
                do {
                    line = try await current.next()
                } catch .transport(let error) {
                    try await reconnect(after: .failed(.transport(error)))
                    continue
                }
                lines = current
                guard let line else {
                    try await reconnect(after: .clean)
                    continue
                }
                if let event = parser.take(line) {
                    reconnection.delivered()
                    return event
                }
            }
            return nil
        }

        /// Forgets the connection that ended as `ending` says, then reconnects until a connection opens, or the
        /// stream is over.
        private mutating func reconnect(after ending: ServerSentEventReconnection.Ending) async throws(RESTError) {
            lines = nil
            parser.reset()
            var ending = ending
            while true {
                switch reconnection.ended(ending, retry: parser.retry) {
                case .finish:
                    isFinished = true
                    return
                case .fail(let error):
                    throw error
                case .reconnect(let delay):
                    do {
                        try await Task.sleep(for: delay)
                    } catch {
                        throw .cancelled
                    }
                    do {
                        lines = try await open()
                        if lines == nil { isFinished = true }
                        return
                    } catch .transport(let error) {
                        ending = .failed(.transport(error))
                    }
                }
            }
        }

        /// Sends the request again with `Last-Event-ID`: the lines of an event stream, or `nil` for a `204`.
        private func open() async throws(RESTError) -> AsyncRawLineIterator? {
            let fields = ServerSentEventReconnection.fields(lastEventID: parser.lastEventID)
            let response = try await sequence.pipeline.stream(for: sequence.request, adding: fields)
            switch ServerSentEventReconnection.answer(response.head) {
            case .events:
                return AsyncServerSentEventSequence.lines(of: response, limit: sequence.lineLimit)
            case .noContent:
                response.body.cancel()
                return nil
            case .refused(let error):
                response.body.cancel()
                throw error
            }
        }
    }
}
