// ServerSentEventEndingTests: how an event stream ends — cleanly, with 204, refused or cut — per WHATWG.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct ServerSentEventEndingTests {
    @Test(arguments: TransportKind.available)
    func `a finite stream ends without an error, each reconnection sending the last event's id`(
        kind: TransportKind
    ) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("finite")
        // One event per connection, ended cleanly; past the third, an empty stream (not 204).
        let outcome = try await EventStreamOutcome.read(
            api, key: key, "count=3&per_connection=1&past=empty&retry=10", maximumReconnects: 1)
        #expect(outcome.error == nil, "\(outcome.errorLine)")
        #expect(outcome.events.map(\.lastEventID) == ["1", "2", "3"])
        #expect(outcome.events.map { $0.data.contains("\"connection\": \($0.lastEventID)") } == [true, true, true])
        let requests = try await server.requests(path: "/sse/\(key)")
        #expect(requests.map { $0.headers["last-event-id"] } == [nil, "1", "2", "3"])
        #expect(requests.allSatisfy { $0.headers["accept"] == "text/event-stream" })
    }

    @Test(arguments: TransportKind.available, [0, 2])
    func `reconnections used up after clean ends end the sequence quietly`(kind: TransportKind, maximum: Int)
        async throws
    {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("quiet")
        let outcome = try await EventStreamOutcome.read(
            api, key: key, "count=2&past=empty&retry=10", maximumReconnects: maximum)
        #expect(outcome.error == nil, "\(outcome.errorLine)")
        #expect(outcome.events.map(\.lastEventID) == ["1", "2"])
        #expect(try await server.requests(path: "/sse/\(key)").count == 1 + maximum)
    }

    @Test(arguments: TransportKind.available)
    func `by default a stream the server ends is reconnected to until the consumer leaves`(kind: TransportKind)
        async throws
    {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("forever")
        let reader = Task {
            var count = 0
            for try await _ in try await api.get("sse/\(key)").queryString("count=2&past=empty&retry=10").events() {
                count += 1
            }
            return count
        }
        let reconnected = try await eventually { try await server.requests(path: "/sse/\(key)").count >= 5 }
        reader.cancel()
        #expect(reconnected)
        await #expect {
            try await within(10) { try await reader.value }
        } throws: { error in
            guard case .cancelled = error as? RESTError else { return false }
            return true
        }
    }

    @Test(arguments: TransportKind.available)
    func `a 204 on the first connection is an empty stream`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("nothing")
        let outcome = try await EventStreamOutcome.read(api, key: key, "status=204&retry=10")
        #expect(outcome.error == nil, "\(outcome.errorLine)")
        #expect(outcome.events.isEmpty)
        #expect(try await server.requests(path: "/sse/\(key)").count == 1)
    }

    /// Reconnections the standard "fails": another status (its one line), or another content type (a decoding
    /// error naming it).
    private static let refusals: [(query: String, status: Int?, words: String)] = [
        ("then_status=202", 202, "HTTP 202"), ("then_status=404", 404, "HTTP 404"),
        ("then_status=503", 503, "HTTP 503"),
        ("then_type=application/json", nil, "got \"application/json\""),
    ]

    @Test(arguments: TransportKind.available, refusals)
    func `a reconnection answered with another status than 200 or another content type throws it and stops`(
        kind: TransportKind, refusal: (query: String, status: Int?, words: String)
    ) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("refused")
        let outcome = try await EventStreamOutcome.read(api, key: key, "count=2&past=empty&retry=10&\(refusal.query)")
        #expect(outcome.events.count == 2)
        let isDecoding = if case .decoding = outcome.error { true } else { false }
        #expect(refusal.status.map { outcome.error?.statusCode == $0 } ?? isDecoding, "\(outcome.errorLine)")
        #expect(outcome.errorLine.contains(refusal.words), "\(outcome.errorLine)")
        #expect(outcome.errorLine.contains("/sse/\(key)"), "\(outcome.errorLine)")
        #expect(try await server.requests(path: "/sse/\(key)").count == 2)
    }

    @Test(arguments: TransportKind.available)
    func `a first answer with another status than 200 is refused`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let outcome = try await EventStreamOutcome.read(api, key: EventStreamOutcome.key("first"), "status=202")
        #expect(outcome.events.isEmpty)
        #expect(outcome.error?.statusCode == 202, "\(outcome.errorLine)")
    }
}
