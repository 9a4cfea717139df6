// Event monitors: the event sequence of a success, an HTTP error and a transport error; the logger's redaction.
import Foundation
import RESTChain
import Testing

/// Collects what a monitor is told.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}

struct EventMonitorTests {
    private func names(_ event: RequestEvent) -> String {
        switch event {
        case .started: "started"
        case .finished(_, .success(let response), _): "finished \(response.statusCode)"
        case .finished(_, .failure, _): "finished with an error"
        case .created: "created"
        case .adapted: "adapted"
        case .sent: "sent"
        case .received(_, let response, _): "received \(response.statusCode)"
        case .failed(_, let error, _): "failed \(error)"
        case .cache(_, let response): "cache \(response.cacheStatus)"
        case .retrying(_, let attempt, let delay): "retrying \(attempt) in \(delay)"
        }
    }

    @Test func `a monitor sees a request an authenticator sends again as its next attempt`() async throws {
        let log = EventLog()
        let tokens = TokenStore(token: "old") { "new" }
        let stub = StubTransport { request in
            .response(
                RESTResponse(statusCode: request.value(forHTTPHeaderField: "Authorization") == "Bearer new" ? 200 : 401)
            )
        }
        let api = try stubClient(stub).configured {
            $0.monitors = [ClosureMonitor { event in log.append(self.names(event)) }]
            $0.adapters = [Authenticator(tokens: tokens)]
        }
        let response = try await api.post("a", body: .json(["n": 1])).response()
        #expect(response.attempts == 2)
        #expect(
            log.lines == [
                "started", "created", "adapted", "sent", "received 401", "retrying 2 in 0.0 seconds", "created",
                "adapted", "sent", "received 200", "finished 200",
            ])
    }

    @Test func `a monitor sees the events of a success, an HTTP error and a transport error in order`() async throws {
        let log = EventLog()
        let stub = StubTransport { request in
            switch request.url?.lastPathComponent {
            case "ok": .response(RESTResponse(statusCode: 200))
            case "missing": .response(RESTResponse(statusCode: 404))
            default: .failure(URLError(.cannotConnectToHost))
            }
        }
        let api = try stubClient(stub).configured {
            $0.monitors = [ClosureMonitor { event in log.append(self.names(event)) }]
            $0.adapters = [ClosureAdapter { $0 }]
        }
        _ = try await api.get("ok").data()
        _ = try? await api.get("missing").data()
        _ = try? await api.get("down").data()
        let expectedFailure = "failed " + RESTError.transport(URLError(.cannotConnectToHost)).description
        #expect(
            log.lines == [
                "started", "created", "adapted", "sent", "received 200", "finished 200",
                "started", "created", "adapted", "sent", "received 404", "finished with an error",
                "started", "created", "adapted", "sent", expectedFailure, "finished with an error",
            ])
    }

    @Test func `joined GETs are reported once, as they are on the wire once`() async throws {
        let log = EventLog()
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(100))).configured {
            $0.monitors = [ClosureMonitor { event in if case .sent = event { log.append("sent") } }]
        }
        async let first = api.get("a").data()
        async let second = api.get("a").data()
        _ = try await (first, second)
        #expect(log.lines == ["sent"])
    }

    @Test func `the logger writes one line per request and never a secret`() async throws {
        let log = EventLog()
        let api = try RESTClient(
            baseURL: "https://api.example.com",
            headers: ["Authorization": "Bearer s3cr3t", "X-API-KEY": "k3y", "Accept": "application/json"],
            transport: StubTransport { _ in RESTResponse(statusCode: 200, body: Data("{}".utf8)) }
        ).configured { $0.monitors = [LoggingMonitor(write: log.append)] }
        _ = try await api.get("items").query(key: "access_token", value: "t0k").query(key: "page", value: "2").data()
        let line = try #require(log.lines.first)
        #expect(log.lines.count == 1)
        for secret in ["s3cr3t", "k3y", "t0k"] { #expect(!line.contains(secret)) }
        #expect(line.hasPrefix("GET https://api.example.com/items?access_token=<redacted>&page=2 ["))
        #expect(line.contains("Accept: application/json") && line.contains("Authorization: <redacted>"))
        #expect(line.lowercased().contains("x-api-key: <redacted>") && line.contains("→ 200, 2 bytes"))
    }

    @Test func `the logger writes to standard error by default, leaving standard output to the program`() throws {
        let request = URLRequest(url: try #require(URL(string: "https://api.example.com/logged-to-stderr")))
        let event = RequestEvent.received(request, response: RESTResponse(statusCode: 204), duration: .milliseconds(3))
        let written = try capturingStandardError { LoggingMonitor().record(event) }
        #expect(written.contains("GET https://api.example.com/logged-to-stderr → 204, 0 bytes, 3 ms\n"))
    }

    /// What `body` writes to file descriptor 2, which is a pipe meanwhile.
    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let pipe = Pipe()
        let saved = dup(2)
        try #require(saved >= 0 && dup2(pipe.fileHandleForWriting.fileDescriptor, 2) >= 0)
        body()
        dup2(saved, 2)
        close(saved)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test(arguments: [
        ("https://x.test/a?api_key=1&b=2", "https://x.test/a?api_key=<redacted>&b=2"),
        ("https://x.test/a?b=2&refresh_token=abc#f", "https://x.test/a?b=2&refresh_token=<redacted>#f"),
        ("https://x.test/a?page=2", "https://x.test/a?page=2"),
    ])
    func `the redactor hides secret query values only`(url: String, redacted: String) {
        #expect(Redactor.redact(url) == redacted)
    }
}
