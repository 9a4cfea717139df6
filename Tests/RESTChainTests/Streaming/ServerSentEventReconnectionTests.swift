// ServerSentEventReconnectionTests: when an event stream reconnects, after how long, and when it stops.
import Foundation
import Testing

@testable import RESTChain

struct ServerSentEventReconnectionTests {
    private let cut = RESTError.transport(URLError(.networkConnectionLost))

    @Test func `a clean end reconnects after the stream's retry, else after 3 seconds`() {
        var reconnection = ServerSentEventReconnection(maximumReconnects: .max)
        guard case .reconnect(let asked) = reconnection.ended(.clean, retry: .milliseconds(20)),
            case .reconnect(let standard) = reconnection.ended(.clean, retry: nil)
        else {
            Issue.record("expected reconnections")
            return
        }
        #expect(asked == .milliseconds(20))
        #expect(standard == .seconds(3))
    }

    @Test func `the stream's retry applies after a cut connection too`() {
        var reconnection = ServerSentEventReconnection(maximumReconnects: 1)
        guard case .reconnect(let delay) = reconnection.ended(.failed(cut), retry: .milliseconds(250)) else {
            Issue.record("expected a reconnection")
            return
        }
        #expect(delay == .milliseconds(250))
    }

    @Test func `used up reconnections end quietly after a clean end and with the failure after a cut`() {
        var reconnection = ServerSentEventReconnection(maximumReconnects: 2)
        _ = reconnection.ended(.clean, retry: nil)
        _ = reconnection.ended(.failed(cut), retry: nil)
        var afterCut = reconnection
        guard case .finish = reconnection.ended(.clean, retry: nil) else {
            Issue.record("expected the end")
            return
        }
        guard case .fail(.transport(let error)) = afterCut.ended(.failed(cut), retry: nil) else {
            Issue.record("expected the cut's failure")
            return
        }
        #expect(error.code == .networkConnectionLost)
    }

    @Test func `an event starts the count of reconnections again`() {
        var reconnection = ServerSentEventReconnection(maximumReconnects: 1)
        _ = reconnection.ended(.clean, retry: nil)
        reconnection.delivered()
        guard case .reconnect = reconnection.ended(.clean, retry: nil) else {
            Issue.record("expected a reconnection")
            return
        }
        #expect(reconnection.reconnectsWithoutEvent == 1)
    }

    @Test func `no reconnection allowed ends at the first end`() {
        var reconnection = ServerSentEventReconnection(maximumReconnects: 0)
        guard case .finish = reconnection.ended(.clean, retry: nil) else {
            Issue.record("expected the end")
            return
        }
    }

    @Test(arguments: [
        (200, "text/event-stream; charset=utf-8", "events"), (200, "Text/Event-Stream", "events"),
        (204, nil, "noContent"), (200, "application/json", "refused 200"), (200, nil, "refused 200"),
        (202, "text/event-stream", "refused 202"), (503, "text/event-stream", "refused 503"),
    ])
    func `only 200 with a text event stream is read, and 204 ends`(status: Int, type: String?, expected: String) {
        var headers: HTTPHeaders = [:]
        if let type { headers["Content-Type"] = type }
        let head = RESTResponse(
            statusCode: status, headers: headers, body: Data(), url: URL(string: "http://h/live?token=secret"))
        let answer: String
        switch ServerSentEventReconnection.answer(head) {
        case .events: answer = "events"
        case .noContent: answer = "noContent"
        case .refused(.httpStatus(let failure)): answer = "refused \(failure.statusCode)"
        case .refused(let error):
            answer = "refused 200"
            #expect("\(error)".contains("http://h/live?token=<redacted>"))
            #expect("\(error)".contains(type.map { "got \"\($0)\"" } ?? "got no content type"))
        }
        #expect(answer == expected)
    }
}
