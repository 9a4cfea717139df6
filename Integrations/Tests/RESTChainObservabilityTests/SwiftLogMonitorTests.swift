// SwiftLogMonitor: what reaches a swift-log handler, and that no secret does.
import Foundation
import IntegrationTestSupport
import Logging
import RESTChain
import RESTChainLogging
import Testing

@Suite("RESTChainLogging: SwiftLogMonitor")
struct SwiftLogMonitorTests {
    @Test("an entry per call at the level of its outcome, one per attempt and retry below it, with no secret")
    func entries() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let handler = CapturingLogHandler()
        let logger = Logger(label: "gw2") { _ in handler }
        let api = try PlantedSecrets.client(server) {
            $0.monitors = [SwiftLogMonitor(logger: logger, includesHeaders: true)]
        }
        try await api.sendTheUsualRequests()

        let entries = handler.entries
        // The calls: a GET from the wire, the same from the cache, one retried once, a 404 the session accepts.
        let calls = entries.filter { $0.level >= .info && $0.metadata["http.response.status_code"] != nil }
        #expect(calls.map(\.level) == [.info, .info, .info, .notice])
        #expect(calls.map { $0.metadata["http.response.status_code"]?.description } == ["200", "200", "200", "404"])
        #expect(calls.map { $0.metadata["restchain.cache"]?.description } == ["miss", "hit", "miss", "miss"])
        #expect(calls[1].message.hasSuffix("from the cache"))
        #expect(calls[2].metadata["http.request.resend_count"]?.description == "1")
        // The attempts on the wire, the refused one among them.
        let attempts = entries.filter { $0.level == .debug }
        #expect(attempts.map { $0.metadata["http.response.status_code"]?.description } == ["200", "503", "200", "404"])
        let retry = try #require(entries.first { $0.message.hasSuffix("attempt 2") })
        #expect(retry.level == .notice)
        #expect(retry.metadata["http.request.resend_count"]?.description == "1")
        let url = try #require(calls.first?.metadata["url.full"]?.description)
        #expect(url.hasPrefix("http://127.0.0.1:\(server.port)/v2/build?access_token=<redacted>"))
        let headers = calls.first?.metadata["http.request.headers"]?.description ?? ""
        #expect(headers.contains("X-Api-Key: <redacted>"))
        #expect(!entries.contains { PlantedSecrets.leak(in: $0.text) })
    }

    @Test("a failure is an error entry naming its kind, and its description is redacted")
    func failure() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let handler = CapturingLogHandler()
        let api = try PlantedSecrets.client(server) {
            $0.monitors = [SwiftLogMonitor(logger: Logger(label: "gw2") { _ in handler })]
        }
        // The answer passes the size limit: the attempt fails after it arrived, and the error quotes the URL.
        await #expect(throws: RESTError.self) { _ = try await api.get("build").responseSizeLimit(1).response() }
        // The call's entry comes last, after its attempt's.
        let entries = handler.entries.filter { $0.metadata["error.type"] != nil }
        try #require(entries.count == 2)
        #expect(entries[0].level == .debug)
        let last = try #require(entries.last)
        #expect(last.level == .error)
        #expect(last.metadata["error.type"]?.description == "responseTooLarge")
        #expect(last.message.contains("access_token=<redacted>"))
        #expect(!handler.entries.contains { PlantedSecrets.leak(in: $0.text) })
    }
}

/// A swift-log handler that keeps every entry in memory.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    struct Entry {
        let level: Logger.Level
        let message: String
        let metadata: Logger.Metadata

        /// Everything the entry says, as one text.
        var text: String { message + " " + metadata.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    private let lock = NSLock()
    private var stored: [Entry] = []
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .trace

    var entries: [Entry] { lock.withLock { stored } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let entry = Entry(level: event.level, message: event.message.description, metadata: event.metadata ?? [:])
        lock.withLock { stored.append(entry) }
    }
}
