// MetricsMonitor: what reaches a metrics factory, by method, status class and host, and that no secret does.
import CoreMetrics
import Foundation
import IntegrationTestSupport
import MetricsTestKit
import RESTChain
import RESTChainMetrics
import Testing

@Suite("RESTChainMetrics: MetricsMonitor")
struct MetricsMonitorTests {
    @Test("counters, timers and recorders by method, status class and host, with no secret in a label or dimension")
    func metrics() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let metrics = TestMetrics()
        let api = try PlantedSecrets.client(server) { $0.monitors = [MetricsMonitor(factory: metrics)] }
        try await api.sendTheUsualRequests()

        let host = [("method", "GET"), ("host", "127.0.0.1")]
        let prefix = "restchain_http_client"
        // Wire answers: build once (then the cache), flaky 503 then 200, items/0 404.
        #expect(try metrics.expectCounter(prefix + "_requests", host + [("status_class", "2xx")]).totalValue == 2)
        #expect(try metrics.expectCounter(prefix + "_requests", host + [("status_class", "5xx")]).totalValue == 1)
        #expect(try metrics.expectCounter(prefix + "_requests", host + [("status_class", "4xx")]).totalValue == 1)
        let durations = try metrics.expectTimer(prefix + "_request_duration", host + [("status_class", "2xx")])
        #expect(durations.values.count == 2)
        #expect(try metrics.expectCounter(prefix + "_cache_answers", host + [("cache", "hit")]).totalValue == 1)
        #expect(try metrics.expectCounter(prefix + "_retries", host).totalValue == 1)
        let sizes = try metrics.expectRecorder(prefix + "_response_body_size", host).values
        #expect(sizes.count == 4)
        #expect(sizes.first == Double(#"{"id": 115267}"#.utf8.count))

        let named =
            metrics.counters.map { ($0.label, $0.dimensions) } + metrics.timers.map { ($0.label, $0.dimensions) }
            + metrics.recorders.map { ($0.label, $0.dimensions) }
        let texts = named.map { label, dimensions in label + dimensions.map { "\($0.0)=\($0.1)" }.joined() }
        #expect(!texts.contains { PlantedSecrets.leak(in: $0) || $0.contains("/v2/") })
    }
}
