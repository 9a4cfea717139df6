// ServerSentEventCutTests: an event stream whose connection is cut — retried, then failing — per WHATWG.
import Foundation
import RESTChain
import Testing

@Suite(.timeLimit(.minutes(2)))
struct ServerSentEventCutTests {
    @Test(arguments: TransportKind.available)
    func `a connection cut inside an event is retried from the last whole event`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("cut")
        // Each connection delivers one event, then is cut after the next event's `id:` line.
        let outcome = try await EventStreamOutcome.read(api, key: key, "count=3&cut_after=1&retry=10")
        #expect(outcome.error == nil, "\(outcome.errorLine)")
        #expect(outcome.events.map(\.lastEventID) == ["1", "2", "3"])
        // The id of an event cut short is never claimed: each reconnection names the last whole event; past the
        // last one the server answers 204.
        let requests = try await server.requests(path: "/sse/\(key)")
        #expect(requests.map { $0.headers["last-event-id"] } == [nil, "1", "2", "3"])
    }

    @Test(arguments: TransportKind.available)
    func `a connection cut every time throws the transport error naming the URL once reconnections are used up`(
        kind: TransportKind
    ) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("cuts")
        let secret = "s3cr3t-\(UUID().uuidString.prefix(6))"
        let outcome = try await EventStreamOutcome.read(
            api, key: key, "count=3&cut_after=0&retry=10&token=\(secret)", maximumReconnects: 2)
        #expect(outcome.events.isEmpty)
        guard case .transport = outcome.error else {
            Issue.record("expected a transport error, got \(outcome.errorLine)")
            return
        }
        #expect(outcome.errorLine.contains("/sse/\(key)?"), "\(outcome.errorLine)")
        #expect(!outcome.errorLine.contains(secret), "\(outcome.errorLine)")
        let requests = try await server.requests(path: "/sse/\(key)")
        #expect(requests.count == 3)
        #expect(requests.allSatisfy { $0.headers["last-event-id"] == nil })
    }

    @Test(arguments: TransportKind.available)
    func `reconnections that get no answer are tried again, then throw the transport error naming the URL`(
        kind: TransportKind
    ) async throws {
        let (api, server) = try await StreamServer.client(kind)
        let key = EventStreamOutcome.key("unanswered")
        let outcome = try await EventStreamOutcome.read(
            api, key: key, "count=2&past=empty&retry=10&then_drop=1", maximumReconnects: 2)
        #expect(outcome.events.map(\.lastEventID) == ["1", "2"])
        guard case .transport = outcome.error else {
            Issue.record("expected a transport error, got \(outcome.errorLine)")
            return
        }
        #expect(outcome.errorLine.contains("/sse/\(key)?"), "\(outcome.errorLine)")
        // The two reconnections allowed; libcurl sends the first once more on a new connection, as the reused
        // one closed without an answer.
        let reconnections = try await server.requests(path: "/sse/\(key)").dropFirst()
        #expect((2...3).contains(reconnections.count), "\(reconnections.count)")
        #expect(reconnections.allSatisfy { $0.headers["last-event-id"] == "2" })
    }
}
