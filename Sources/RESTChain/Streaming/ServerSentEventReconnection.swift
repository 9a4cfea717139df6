// ServerSentEventReconnection: what an event stream does when a connection ends or answers (WHATWG § 9.2.3).
import Foundation

/// The decisions of the WHATWG processing model for ``AsyncServerSentEventSequence``, as pure state: whether to
/// reconnect, after how long, and what an answer means. The sequence carries them out.
struct ServerSentEventReconnection: Sendable {
    /// The reconnection time until the stream sends `retry:`; the standard leaves it to the client ("a few seconds").
    static let defaultDelay: Duration = .seconds(3)

    /// How a connection ended.
    enum Ending {
        /// The server ended the body normally.
        case clean
        /// The connection was cut, or could not be made: a network error.
        case failed(RESTError)
    }

    /// What the sequence does next.
    enum Action {
        /// Waits `after` (the reconnection time), then sends the request again.
        case reconnect(after: Duration)
        /// Ends the sequence: no error.
        case finish
        /// Ends the sequence with this error.
        case fail(RESTError)
    }

    /// How many reconnections in a row may bring no event.
    let maximumReconnects: Int
    /// The reconnections made since the last event.
    private(set) var reconnectsWithoutEvent = 0

    init(maximumReconnects: Int) {
        self.maximumReconnects = maximumReconnects
    }

    /// An event arrived: the count of reconnections in a row starts again.
    mutating func delivered() {
        reconnectsWithoutEvent = 0
    }

    /// What to do when a connection ended as `ending` said, the stream having asked for `retry` with `retry:`.
    ///
    /// Both endings reconnect, as the standard says, while reconnections remain. Once they are used up a clean end
    /// ends the sequence quietly, and a failure ends it with that failure.
    mutating func ended(_ ending: Ending, retry: Duration?) -> Action {
        guard reconnectsWithoutEvent < maximumReconnects else {
            guard case .failed(let error) = ending else { return .finish }
            return .fail(error)
        }
        reconnectsWithoutEvent += 1
        return .reconnect(after: retry ?? Self.defaultDelay)
    }

    /// What an answer to a connection is.
    enum Answer {
        /// `200 OK` with a `text/event-stream` body: read its events.
        case events
        /// `204 No Content`, the standard's way to stop a client reconnecting: the sequence ends without an error.
        case noContent
        /// Any other status, or a body that is not `text/event-stream`: the standard "fails the connection", and
        /// the sequence throws this error.
        case refused(RESTError)
    }

    /// What the answer with `head` is.
    static func answer(_ head: RESTResponse) -> Answer {
        switch head.statusCode {
        case 204:
            return .noContent
        case 200:
            let type = head.headers["Content-Type"]?.split(separator: ";").first?
                .trimmingCharacters(in: .whitespaces)
            guard type?.lowercased() == "text/event-stream" else {
                let reason =
                    "expected a text/event-stream body from \(Redactor.redact(url: head.url)), "
                    + "got \(type.map { "\"\($0)\"" } ?? "no content type")"
                return .refused(.decoding(DecodingFailure(reason: reason, body: Data(), typeName: "ServerSentEvent")))
            }
            return .events
        default:
            return .refused(.httpStatus(HTTPFailure(response: head)))
        }
    }

    /// The header fields a reconnection adds: `Last-Event-ID` when the stream set an event ID.
    static func fields(lastEventID: String) -> HTTPHeaders {
        lastEventID.isEmpty ? [:] : ["Last-Event-ID": lastEventID]
    }
}
