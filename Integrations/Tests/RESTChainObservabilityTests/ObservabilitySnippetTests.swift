// DocC "RESTChainLogging", "RESTChainMetrics" and "RESTChainTracing": the articles' snippets, compiled and run
// against the loopback server.
import Foundation
import InMemoryTracing
import IntegrationTestSupport
import Logging
import MetricsTestKit
import RESTChain
import RESTChainLogging
import RESTChainMetrics
import RESTChainTracing
import Testing
import Tracing

@Suite("RESTChain's observability modules: the articles' snippets")
struct ObservabilitySnippetTests {
    @Test("RESTChainLogging: a monitor on a swift-log logger, and levels of one's own")
    func logging() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let handler = CapturingLogHandler()
        let baseURL = server.url.absoluteString  // docs: "https://api.guildwars2.com"

        let api = try RESTClient(baseURL: baseURL).configured {
            $0.monitors.append(SwiftLogMonitor(logger: Logger(label: "gw2") { _ in handler }))  // docs: no handler
        }
        let build = try await api.get("v2/build").json()

        #expect(build["id"] == 115267)
        #expect(handler.entries.last?.level == .info)

        let quiet = SwiftLogMonitor(logger: Logger(label: "gw2"), levels: .init(success: .debug, retry: .info))

        #expect(quiet.levels.success == .debug && quiet.levels.retry == .info && quiet.levels.failure == .error)
    }

    @Test("RESTChainMetrics: a monitor with a prefix of its own")
    func metrics() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let factory = TestMetrics()

        let api = try RESTClient(baseURL: server.url.absoluteString).configured {  // docs: "https://api.guildwars2.com"
            $0.monitors.append(MetricsMonitor(prefix: "gw2_client", factory: factory))  // docs: no factory
        }
        let build = try await api.get("v2/build").json()

        #expect(build["id"] == 115267)
        let dimensions = [("method", "GET"), ("host", "127.0.0.1"), ("status_class", "2xx")]
        #expect(try factory.expectCounter("gw2_client_requests", dimensions).totalValue == 1)
    }

    @Test("RESTChainTracing: installed once, every call has a span")
    func tracing() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }

        let tracing = RequestTracing(tracer: InMemoryTracer())  // docs: RequestTracing()
        let api = try RESTClient(baseURL: server.url.absoluteString).configured {  // docs: "https://api.guildwars2.com"
            tracing.install(in: &$0)
        }
        let build = try await api.get("v2/build").response()

        #expect(build.statusCode == 200)
        let tracer = try #require(tracing.tracer as? InMemoryTracer)
        #expect(tracer.finishedSpans.map(\.operationName) == ["GET", "GET"])
    }
}
