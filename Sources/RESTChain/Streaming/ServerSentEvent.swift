// ServerSentEvent: one event of a text/event-stream body.
import Foundation

/// One event of a Server-Sent Events stream (`text/event-stream`), as the WHATWG HTML standard dispatches it.
public struct ServerSentEvent: Sendable, Hashable {
    /// The event type: the `event:` field, or `message` when the event named none.
    public var type: String
    /// The `data:` fields of the event joined with line feeds.
    public var data: String
    /// The last event ID the stream set (an `id:` field of this event or an earlier one); empty when none was set.
    /// A reconnection sends it as `Last-Event-ID`.
    public var lastEventID: String

    /// Creates an event.
    public init(type: String = "message", data: String, lastEventID: String = "") {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
    }
}
