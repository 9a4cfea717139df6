// The events of a whole call: `started` and `finished` once each, after retries, a cache hit, a cancellation or a
// join.
import Foundation
import Testing

@testable import RESTChain

/// Names the events a monitor hears, a call's start and end by their outcome.
private final class CallLog: EventMonitor, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var lines: [String] { lock.withLock { stored } }
    func count(_ line: String) -> Int { lines.filter { $0 == line }.count }

    func record(_ event: RequestEvent) {
        let line: String? =
            switch event {
            case .started: "started"
            case .finished(_, .success(let response), _):
                "finished \(response.statusCode)" + (response.cacheStatus == .hit ? " from the cache" : "")
            case .finished(_, .failure(.cancelled), _): "finished cancelled"
            case .finished(_, .failure, _): "finished with another error"
            case .sent: "sent"
            case .cache(_, let response): "cache \(response.cacheStatus)"
            case .retrying(_, let attempt, _): "retrying \(attempt)"
            case .created, .adapted, .received, .failed: nil
            }
        if let line { lock.withLock { stored.append(line) } }
    }
}

@Suite(.timeLimit(.minutes(1)))
struct CallEventTests {
    @Test func `a call retried twice starts and finishes once, with the last attempt's answer`() async throws {
        let log = CallLog()
        let answers = Locked([503, 503, 200])
        let stub = StubTransport { _ in RESTResponse(statusCode: answers.withLock { $0.removeFirst() }) }
        let api = try stubClient(stub).configured {
            $0.monitors = [log]
            $0.retryPolicy = RetryPolicy(maximumAttempts: 3, baseDelay: .zero)
        }
        _ = try await api.get("flaky").data()
        #expect(log.lines == ["started", "sent", "retrying 2", "sent", "retrying 3", "sent", "finished 200"])
    }

    @Test func `an answer from the cache starts and finishes its call, with nothing sent`() async throws {
        let log = CallLog()
        let stub = StubTransport { _ in RESTResponse(statusCode: 200, headers: ["Cache-Control": "max-age=600"]) }
        let api = try stubClient(stub).configured { $0.monitors = [log] }
        _ = try await api.get("build").data()
        _ = try await api.get("build").data()
        #expect(
            log.lines == [
                "started", "sent", "finished 200", "started", "cache hit", "finished 200 from the cache",
            ])
    }

    @Test func `a cancelled call finishes once, cancelled`() async throws {
        let log = CallLog()
        let (recorder, gate) = (StubRecorder(), Gate())
        let api = try stubClient(recorder.transport(gate: gate)).configured { $0.monitors = [log] }
        let call = Task { try await api.get("slow").data() }
        try await within(30) { while await recorder.count == 0 { await Task.yield() } }
        call.cancel()
        await #expect {
            try await call.value
        } throws: { error in
            guard case .cancelled? = error as? RESTError else { return false }
            return true
        }
        #expect(log.lines == ["started", "sent", "finished cancelled"])
        #expect(await recorder.cancellations == 1)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func `each call that joins an identical GET starts and finishes once, with nothing sent`() async throws {
        let log = CallLog()
        let (recorder, gate) = (StubRecorder(), Gate())
        let api = try stubClient(recorder.transport(gate: gate)).configured { $0.monitors = [log] }
        let driver = Task { try await api.get("shared").data() }
        try await within(30) { while await recorder.count == 0 { await Task.yield() } }
        // Each joiner runs at once until it waits in the in-flight registry: joined before the gate opens.
        let joiners = (0..<3).map { _ in Task.immediate { try await api.get("shared").data() } }
        await gate.open()
        _ = try await driver.value
        for joiner in joiners { _ = try await joiner.value }
        #expect(log.count("started") == 4)
        #expect(log.count("sent") == 1)
        #expect(log.count("finished 200") == 4)
        #expect(await recorder.count == 1)
    }
}
