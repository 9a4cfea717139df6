// EventStreamCheck: the event-stream parser against a reading of the WHATWG text, however the body is chunked.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Cuts the input into lines in several chunkings (whole, byte by byte, in two at many places), parses the
/// events and compares them with ``ReferenceEventStream``: the same events, last event ID and `retry`.
enum EventStreamCheck {
    static func check(_ data: Data) throws(Finding) {
        let expected = ReferenceEventStream(data)
        for chunks in Chunking.ways(data) {
            let lines: [Data]
            do {
                lines = try FuzzingSurface.lines(of: chunks, limit: Int.max)
            } catch {
                throw Finding("lines without a limit failed: \(error)")
            }
            let parsed = FuzzingSurface.serverSentEvents(of: lines)
            try require(
                parsed.events == expected.events,
                "\(chunks.count) chunks gave \(parsed.events.count) events, the reference \(expected.events.count): "
                    + "\(quoted(String(describing: parsed.events.first)))")
            try require(parsed.lastEventID == expected.lastEventID, "last event ID \(quoted(parsed.lastEventID))")
            try require(parsed.retry == expected.retry, "retry \(String(describing: parsed.retry))")
        }
    }
}

/// The WHATWG HTML standard's event-stream interpretation (§ 9.2.6), written from the text over the whole body:
/// decode as UTF-8 dropping one leading BOM, cut lines at CRLF, LF or CR, then read fields.
struct ReferenceEventStream {
    private(set) var events: [ServerSentEvent] = []
    private(set) var lastEventID = ""
    private(set) var retry: Duration?

    init(_ data: Data) {
        var scalars = Array(String(decoding: data, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var type = ""
        var buffer: String?
        var idBuffer = ""
        var line: [Unicode.Scalar] = []
        var index = 0
        var lines: [[Unicode.Scalar]] = []
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                lines.append(line)
                line = []
            } else {
                line.append(scalar)
            }
        }
        if !line.isEmpty { lines.append(line) }
        for line in lines {
            if line.isEmpty {
                lastEventID = idBuffer
                if let data = buffer {
                    events.append(
                        ServerSentEvent(type: type.isEmpty ? "message" : type, data: data, lastEventID: idBuffer))
                }
                type = ""
                buffer = nil
                continue
            }
            if line.first == ":" { continue }
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let field = String(String.UnicodeScalarView(line[..<colon]))
            var value = colon < line.endIndex ? Array(line[(colon + 1)...]) : []
            if value.first == " " { value.removeFirst() }
            let text = String(String.UnicodeScalarView(value))
            switch field {
            case "event": type = text
            case "data": buffer = buffer.map { $0 + "\n" + text } ?? text
            case "id" where !value.contains("\0"): idBuffer = text
            case "retry" where !value.isEmpty && value.allSatisfy({ ("0"..."9").contains($0) }):
                if let milliseconds = Int(text) { retry = .milliseconds(milliseconds) }
            default: break
            }
        }
    }
}
