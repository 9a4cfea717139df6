// ServerSentEventParser: the WHATWG event-stream interpretation, one line at a time.
import Foundation

/// Interprets the lines of a `text/event-stream` body as the WHATWG HTML standard (§ 9.2.6) says: fields
/// `event`, `data`, `id` and `retry`, comments starting with `:`, one space after the colon removed, an event
/// dispatched at a blank line when it has data, an unfinished event at the end of the stream dropped.
struct ServerSentEventParser {
    private var type = ""
    private var data = ""
    private var hasData = false
    private var isFirstLine = true
    /// The last event ID buffer: the latest `id:` field, even of an event not dispatched yet.
    private var idBuffer = ""
    /// The last event ID string, which a reconnection sends as `Last-Event-ID`: the ID buffer as it was when the
    /// last event was dispatched, so the ID of an event cut short is not claimed. It survives reconnections.
    private(set) var lastEventID = ""
    /// The reconnection time the stream asked for with `retry:`, if it did.
    private(set) var retry: Duration?

    /// Takes one line (without its end); returns the event it completes, if any.
    mutating func take(_ line: Data) -> ServerSentEvent? {
        var bytes = line[...]
        if isFirstLine {
            isFirstLine = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        }
        guard !bytes.isEmpty else { return dispatch() }
        if bytes.first == 0x3A { return nil }
        let field: Data.SubSequence
        var value: Data.SubSequence
        if let colon = bytes.firstIndex(of: 0x3A) {
            field = bytes[bytes.startIndex..<colon]
            value = bytes[(colon + 1)...]
            if value.first == 0x20 { value = value.dropFirst() }
        } else {
            field = bytes
            value = bytes[bytes.endIndex...]
        }
        switch String(decoding: field, as: UTF8.self) {
        case "event":
            type = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data += "\n" }
            data += String(decoding: value, as: UTF8.self)
            hasData = true
        case "id":
            if !value.contains(0) { idBuffer = String(decoding: value, as: UTF8.self) }
        case "retry":
            if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }),
                let milliseconds = Int(String(decoding: value, as: UTF8.self))
            {
                retry = .milliseconds(milliseconds)
            }
        default:
            break
        }
        return nil
    }

    /// Forgets a half-read event, as the end of a connection does; the last event ID and `retry` stay. The next
    /// connection's ID buffer starts from the last event ID, as browsers do, so the ID of an event cut short is
    /// never claimed by a later blank line.
    mutating func reset() {
        idBuffer = lastEventID
        type = ""
        data = ""
        hasData = false
        isFirstLine = true
    }

    private mutating func dispatch() -> ServerSentEvent? {
        lastEventID = idBuffer
        defer {
            type = ""
            data = ""
            hasData = false
        }
        guard hasData else { return nil }
        return ServerSentEvent(type: type.isEmpty ? "message" : type, data: data, lastEventID: lastEventID)
    }
}
