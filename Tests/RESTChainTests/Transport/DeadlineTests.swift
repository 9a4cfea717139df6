// Deadlines in memory: a session's timeout bounds each attempt as a whole, for any transport.
import Foundation
import TestSupport
import Testing

@testable import RESTChain

struct DeadlineTests {
    /// The stub answers after 10 s: a `timedOut` error proves the deadline ended the attempt first. The timeout is a
    /// second, not less, so that on a loaded machine the stub is surely waiting when the deadline cancels it.
    @Test func `an answer slower than the timeout fails as timed out and the transport is cancelled`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .seconds(10)))
        do {
            _ = try await api.get("users").timeout(1).data()
            Issue.record("expected a timeout")
        } catch .transport(let error) {
            #expect(error.code == .timedOut)
            #expect(error.failingURL?.absoluteString == "https://api.example.com/api/v2/users")
            #expect(
                RESTError.transport(error).description
                    == "Transport error -1001 (https://api.example.com/api/v2/users): the request timed out")
        }
        #expect(await recorder.count == 1)
        #expect(try await eventually { await recorder.cancellations == 1 })
    }

    @Test func `a client-wide timeout bounds every request and a session's own replaces it`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(500))).configured { $0.timeout = 0.1 }

        for session in [api.get("users"), api.get(url: URL(string: "https://api.example.com/api/v2/users?page=2")!)] {
            do {
                _ = try await session.data()
                Issue.record("expected a timeout")
            } catch .transport(let error) {
                #expect(error.code == .timedOut)
            }
        }
        await #expect(throws: Never.self) { try await api.post("users").timeout(5).data() }
    }

    @Test func `an answer within the timeout is delivered`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(20)))
        let body = try await api.post("users").timeout(5).data()
        #expect(body == Data(#"{"ok":true}"#.utf8))
    }

    @Test func `without a timeout nothing bounds the attempt`() async throws {
        let value = try await Deadline.run(until: TransportRequest(URLRequest(url: URL(string: "http://a.test")!))) {
            try await Task.sleep(for: .milliseconds(50))
            return 7
        }
        #expect(value == 7)
    }

    @Test func `the operation's own error wins over the deadline`() async throws {
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            let request = TransportRequest(URLRequest(url: URL(string: "http://a.test")!), deadline: .now + .seconds(5))
            return try await Deadline.run(until: request) { () async throws -> Int in throw Refused() }
        }
    }

    @Test func `a timed-out attempt is retried when the policy retries transport failures`() async throws {
        let attempts = AttemptCounter()
        let stub = StubTransport { _ in
            if await attempts.next() == 1 { try await Task.sleep(for: .seconds(10)) }
            return RESTResponse(statusCode: 200, body: Data("second".utf8))
        }
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub).configured {
            $0.retryPolicy = RetryPolicy(maximumAttempts: 2, baseDelay: .zero)
        }
        // A whole second: the suite runs in parallel on two cores, and the second attempt must start within it.
        #expect(try await api.get("slow").timeout(1).string() == "second")
        #expect(await attempts.count == 2)
    }
}

extension DeadlineTests {
    @Test func `a transport receives the attempt's deadline and size limit, the session's over the client's`()
        async throws
    {
        let seen = Locked<[TransportRequest]>([])
        let stub = StubTransport { _ in RESTResponse(statusCode: 200, body: Data("{}".utf8)) }
        let api = try RESTClient(
            baseURL: "https://api.example.com", transport: RecordingTransport(wrapped: stub, seen: seen)
        )
        .configured {
            $0.timeout = 30
            $0.responseSizeLimit = 1000
        }
        let before = ContinuousClock.now
        _ = try await api.get("users").data()
        _ = try await api.get(url: URL(string: "https://api.example.com/users?page=2")!).data()
        _ = try await api.get("users").timeout(2).responseSizeLimit(10).data()
        _ = try await api.get("users").timeout(.infinity).responseSizeLimit(nil).data()
        let requests = seen.withLock { $0 }
        try #require(requests.count == 4)
        for request in requests[0...1] {
            #expect(request.responseSizeLimit == 1000)
            let deadline = try #require(request.deadline)
            #expect(deadline >= before + .seconds(30) && deadline <= .now + .seconds(30))
        }
        #expect(requests[2].responseSizeLimit == 10)
        let deadline = try #require(requests[2].deadline)
        #expect(deadline >= before + .seconds(2) && deadline <= .now + .seconds(2))
        #expect(requests[3].responseSizeLimit == nil)
        #expect(requests[3].deadline == nil)
    }

    @Test func `a session made from an absolute URL keeps the client's size limit`() async throws {
        let stub = StubTransport { _ in RESTResponse(statusCode: 200, body: Data(count: 2000)) }
        let api = try RESTClient(baseURL: "https://api.example.com", transport: stub)
            .configured { $0.responseSizeLimit = 1000 }
        await #expect {
            try await api.get(url: URL(string: "https://api.example.com/a?b=1")!).data()
        } throws: { error in
            guard case .responseTooLarge(let limit, let url) = error as? RESTError else { return false }
            return limit == 1000 && url?.absoluteString == "https://api.example.com/a?b=1"
        }
    }
}

/// Records each request and passes it on, as a user's wrapping transport would.
private struct RecordingTransport: Transport {
    let wrapped: any Transport
    let seen: Locked<[TransportRequest]>

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        seen.withLock { $0.append(request) }
        return try await wrapped.send(request)
    }
}

private actor AttemptCounter {
    private(set) var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}
