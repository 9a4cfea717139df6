// ServerSentEventParserTests: the WHATWG event-stream interpretation, line by line, without a socket.
import Foundation
import Testing

@testable import RESTChain

struct ServerSentEventParserTests {
    private func events(_ text: String) -> ([ServerSentEvent], ServerSentEventParser) {
        var parser = ServerSentEventParser()
        var splitter = LineSplitter(limit: 1 << 20)
        splitter.append(Data(text.utf8))
        splitter.finish()
        var events: [ServerSentEvent] = []
        while let line = try? splitter.nextLine() {
            if let event = parser.take(line) { events.append(event) }
        }
        return (events, parser)
    }

    @Test func `data lines join with line feeds and one leading space is removed`() {
        let (events, _) = events("data: first\ndata:  second\ndata\n\n")
        #expect(events == [ServerSentEvent(data: "first\n second\n")])
    }

    @Test func `comments, unknown fields and events without data dispatch nothing`() {
        let (events, _) = events(": a comment\nfoo: bar\nevent: lonely\n\ndata: x\n\n")
        #expect(events == [ServerSentEvent(type: "message", data: "x")])
    }

    @Test func `the id persists and retry accepts only digits`() {
        let (events, parser) = events("id: 7\nretry: 250\ndata: a\n\nretry: 1x\ndata: b\n\n")
        #expect(events.map(\.lastEventID) == ["7", "7"])
        #expect(parser.retry == .milliseconds(250))
    }

    @Test func `an id with NUL is ignored, a BOM is skipped and an unfinished event is dropped`() {
        let (events, _) = events("\u{FEFF}id: 1\u{0}2\ndata: a\r\n\r\ndata: unfinished")
        #expect(events == [ServerSentEvent(data: "a")])
    }

    @Test func `a field without a colon has an empty value`() {
        let (events, _) = events("data\n\n")
        #expect(events == [ServerSentEvent(data: "")])
    }

    @Test func `the id of an event not dispatched yet is not the last event ID`() {
        let (_, cut) = events("id: 1\ndata: a\n\nid: 2\ndata: cut short")
        #expect(cut.lastEventID == "1")
        let (_, idOnly) = events("id: 1\ndata: a\n\nid: 2\n\n")
        #expect(idOnly.lastEventID == "2", "a blank line after an id alone sets it, though it dispatches no event")
        var next = cut
        next.reset()
        _ = next.take(Data())
        #expect(next.lastEventID == "1", "a new connection's first blank line does not claim the cut event's id")
    }
}
