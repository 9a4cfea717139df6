// EventStreamOutcome: an event stream read to its end over loopback, for the event-stream suites.
import Foundation
import RESTChain

/// What reading a whole stream gave: its events and the error that ended it, if any.
struct EventStreamOutcome: Sendable {
    var events: [ServerSentEvent] = []
    var error: RESTError?

    /// The error as its one line, or an empty string.
    var errorLine: String { error.map(String.init(describing:)) ?? "" }

    /// Reads the stream of `/sse/<key>?<query>` to its end, bounded as every wait of these suites is.
    static func read(
        _ api: RESTClient, key: String, _ query: String, maximumReconnects: Int = .max
    ) async throws -> EventStreamOutcome {
        try await within(30) {
            var outcome = EventStreamOutcome()
            do {
                let stream = try await api.get("sse/\(key)").queryString(query)
                    .events(maximumReconnects: maximumReconnects)
                for try await event in stream { outcome.events.append(event) }
            } catch {
                outcome.error = error as? RESTError ?? .invalidRequest(reason: "\(error)")
            }
            return outcome
        }
    }

    /// A key of the stream server's no other test uses.
    static func key(_ name: String) -> String { "\(name)-\(UUID().uuidString.prefix(8))" }
}
