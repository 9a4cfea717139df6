// ServerSentEventTests: text/event-stream bodies parsed per WHATWG, reconnecting with Last-Event-ID.
import Foundation
import RESTChain
import Testing

@Suite(.timeLimit(.minutes(2)))
struct ServerSentEventTests {
    @Test(arguments: TransportKind.available)
    func `events carry their type, joined data lines and id`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let key = "plain-\(UUID().uuidString.prefix(8))"
        let events = try await within(10) {
            var events: [ServerSentEvent] = []
            for try await event in try await api.get("sse/\(key)").queryString("count=3").events() {
                events.append(event)
                if events.count == 3 { break }
            }
            return events
        }
        #expect(events.map(\.type) == ["tick", "tick", "tick"])
        #expect(events.map(\.lastEventID) == ["1", "2", "3"])
        #expect(events[1].data == "{\"n\": 2,\n \"connection\": 1}")
    }

    @Test(arguments: TransportKind.available)
    func `a dropped stream reconnects with Last-Event-ID after the retry the server asked for`(kind: TransportKind)
        async throws
    {
        let (api, server) = try await StreamServer.client(kind)
        let key = "drop-\(UUID().uuidString.prefix(8))"
        let (events, arrivals) = try await within(20) {
            var events: [ServerSentEvent] = []
            var arrivals: [ContinuousClock.Instant] = []
            let stream = try await api.get("sse/\(key)").queryString("count=5&drop_after=2&retry=150").events()
            for try await event in stream {
                events.append(event)
                arrivals.append(.now)
                if events.count == 5 { break }
            }
            return (events, arrivals)
        }
        #expect(events.map(\.lastEventID) == ["1", "2", "3", "4", "5"])
        #expect(events.map { $0.data.contains("\"connection\": 2") } == [false, false, true, true, true])
        // From the last event before the drop to the first after it: the pause, a new connection and one event.
        try #require(arrivals.count == 5)
        let reconnection = arrivals[1].duration(to: arrivals[2])
        #expect(reconnection < .milliseconds(2_500), "the 150 ms retry replaced the 3 s default: \(reconnection)")
        let requests = try await server.requests(path: "/sse/\(key)")
        #expect(requests.count == 2)
        #expect(requests.last?.headers["last-event-id"] == "2")
        #expect(requests.first?.headers["accept"] == "text/event-stream")
    }

    @Test(arguments: TransportKind.available)
    func `a 204 on reconnection ends the sequence`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = "end-\(UUID().uuidString.prefix(8))"
        let count = try await within(20) {
            var count = 0
            for try await _ in try await api.get("sse/\(key)").queryString("count=2&retry=50").events() { count += 1 }
            return count
        }
        #expect(count == 2)
        #expect(try await server.requests(path: "/sse/\(key)").last?.headers["last-event-id"] == "2")
    }

    @Test(arguments: TransportKind.available)
    func `a body that is not an event stream is refused`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        await #expect {
            try await within(10) { _ = try await api.get("ndjson").events() }
        } throws: { error in
            guard case .decoding = error as? RESTError else { return false }
            return "\(error)".contains("text/event-stream")
        }
    }

    @Test(arguments: TransportKind.available)
    func `with no reconnection allowed a dropped stream fails`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let key = "gone-\(UUID().uuidString.prefix(8))"
        // Every connection after the first drops before its first event.
        await #expect(throws: RESTError.self) {
            try await within(20) {
                let stream = try await api.get("sse/\(key)").queryString("count=5&drop_after=1&retry=20")
                    .events(maximumReconnects: 0)
                for try await _ in stream {}
            }
        }
    }
}
