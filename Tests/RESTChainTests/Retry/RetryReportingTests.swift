// What a retried request tells: the monitors' `retrying` events, and the attempts a cached answer reports.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that answers the n-th request (from 1) with `script(n)`.
private final class Script: Sendable {
    private let calls = Locked(0)
    private let script: @Sendable (Int) throws -> RESTResponse

    init(_ script: @escaping @Sendable (Int) throws -> RESTResponse) { self.script = script }

    var transport: StubTransport {
        StubTransport { _ in
            let call = self.calls.withLock { count in
                count += 1
                return count
            }
            return try self.script(call)
        }
    }
}

struct RetryReportingTests {
    private let quick = RetryPolicy(maximumAttempts: 3, baseDelay: .zero)

    @Test func `monitors see each attempt and a retrying event naming the next one`() async throws {
        let log = EventLog()
        let script = Script { $0 < 3 ? RESTResponse(statusCode: 503) : RESTResponse(statusCode: 200) }
        let api = try stubClient(script.transport).configured {
            $0.retryPolicy = quick
            $0.monitors = [
                ClosureMonitor { event in
                    switch event {
                    case .sent: log.append("sent")
                    case .received(_, let response, _): log.append("received \(response.statusCode)")
                    case .retrying(let request, let attempt, let delay):
                        log.append("retrying \(request.url?.lastPathComponent ?? "") \(attempt) \(delay == .zero)")
                    default: break
                    }
                }
            ]
        }
        let response = try await api.get("busy").response()
        #expect(response.attempts == 3)
        #expect(
            log.lines == [
                "sent", "received 503", "retrying busy 2 true",
                "sent", "received 503", "retrying busy 3 true",
                "sent", "received 200",
            ])
    }

    @Test func `the logging monitor writes one line per retry`() async throws {
        let log = EventLog()
        let script = Script { $0 < 2 ? RESTResponse(statusCode: 502) : RESTResponse(statusCode: 200) }
        let api = try stubClient(script.transport).configured {
            $0.retryPolicy = quick
            $0.monitors = [LoggingMonitor(includesHeaders: false) { log.append($0) }]
        }
        _ = try await api.get("flaky").data()
        #expect(log.lines.count == 3)
        #expect(log.lines[1].hasSuffix("/flaky → attempt 2 in 0 ms"), "\(log.lines)")
    }

    @Test func `a 304 after a retry reports the wire's attempts with the stored body`() async throws {
        let script = Script { call in
            switch call {
            case 1:
                RESTResponse(
                    statusCode: 200, headers: ["Cache-Control": "max-age=0", "ETag": #""v1""#],
                    body: Data(#"{"v":1}"#.utf8))
            case 2: RESTResponse(statusCode: 503)
            default: RESTResponse(statusCode: 304, headers: ["ETag": #""v1""#])
            }
        }
        let api = try stubClient(script.transport).configured {
            $0.retryPolicy = quick
            $0.cache = HTTPCache()
        }
        _ = try await api.get("doc").data()
        let revalidated = try await api.get("doc").response()
        #expect(revalidated.cacheStatus == .revalidated)
        #expect(revalidated.body == Data(#"{"v":1}"#.utf8))
        #expect(revalidated.attempts == 2)
    }

    @Test func `a stale-if-error answer reports the attempts that failed`() async throws {
        let script = Script { call in
            guard call == 1 else { throw URLError(.cannotConnectToHost) }
            return RESTResponse(statusCode: 200, headers: ["Cache-Control": "max-age=0, stale-if-error=600"])
        }
        let api = try stubClient(script.transport).configured {
            $0.retryPolicy = quick
            $0.cache = HTTPCache()
        }
        _ = try await api.get("doc").data()
        let fallback = try await api.get("doc").response()
        #expect(fallback.cacheStatus == .stale)
        #expect(fallback.attempts == 3)
    }
}
