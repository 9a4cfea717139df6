// RequestTracing: the spans an in-memory tracer records, the context the server reads back, and no secret.
import Foundation
import InMemoryTracing
import IntegrationTestSupport
import RESTChain
import RESTChainTracing
import Testing
import Tracing

@Suite("RESTChainTracing: RequestTracing")
struct RequestTracingTests {
    @Test("a span per call, from its events, with a child per attempt whose context the server reads back")
    func spans() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let tracer = InMemoryTracer()
        let tracing = RequestTracing(tracer: tracer)
        let api = try PlantedSecrets.client(server) { tracing.install(in: &$0) }

        _ = try await api.get("headers").response()
        let spans = tracer.finishedSpans
        try #require(spans.count == 2)
        let (attempt, request) = (spans[0], spans[1])
        #expect(attempt.parentSpanID == request.spanID)
        #expect(attempt.traceID == request.traceID)
        #expect(attempt.kind == .client && request.kind == .client)
        #expect(attempt.operationName == "GET")
        #expect(attempt.attributes["http.request.method"]?.toSpanAttribute() == "GET")
        #expect(attempt.attributes["http.response.status_code"]?.toSpanAttribute() == 200)
        #expect(attempt.attributes["server.address"]?.toSpanAttribute() == "127.0.0.1")
        #expect(attempt.attributes["server.port"]?.toSpanAttribute() == .int64(Int64(server.port)))
        let url = "http://127.0.0.1:\(server.port)/v2/headers?access_token=<redacted>"
        #expect(attempt.attributes["url.full"]?.toSpanAttribute() == .string(url))
        // The tracer injected the attempt's context into the request, and the server received it.
        let received = try await server.headers(path: "/v2/headers")
        #expect(received[InMemoryTracer.traceIDKey] == attempt.traceID)
        #expect(received[InMemoryTracer.spanIDKey] == attempt.spanID)
        #expect(!spans.contains { PlantedSecrets.leak(in: Self.text(of: $0)) })
    }

    @Test("a retry is a second attempt span with its resend count; the refused one records its error status")
    func retries() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let tracer = InMemoryTracer()
        let tracing = RequestTracing(tracer: tracer)
        let api = try PlantedSecrets.client(server) { tracing.install(in: &$0) }

        _ = try await api.get("flaky").response()
        let spans = tracer.finishedSpans
        try #require(spans.count == 3)
        let (first, second, request) = (spans[0], spans[1], spans[2])
        #expect(first.parentSpanID == request.spanID && second.parentSpanID == request.spanID)
        #expect(first.attributes["http.response.status_code"]?.toSpanAttribute() == 503)
        #expect(first.attributes["error.type"]?.toSpanAttribute() == "503")
        #expect(first.status?.code == .error)
        #expect(first.attributes["http.request.resend_count"] == nil)
        #expect(second.attributes["http.request.resend_count"]?.toSpanAttribute() == 1)
        #expect(second.attributes["http.response.status_code"]?.toSpanAttribute() == 200)
        #expect(request.status?.code != .error)
        #expect(request.attributes["http.request.resend_count"]?.toSpanAttribute() == 1)
        #expect(!spans.contains { PlantedSecrets.leak(in: Self.text(of: $0)) })
    }

    @Test("a call answered from the cache has its request span, without attempts")
    func cacheHit() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let tracer = InMemoryTracer()
        let tracing = RequestTracing(tracer: tracer)
        let api = try PlantedSecrets.client(server) { tracing.install(in: &$0) }

        _ = try await api.get("build").response()
        _ = try await api.get("build").response()
        let spans = tracer.finishedSpans
        try #require(spans.count == 3)
        let (attempt, first, second) = (spans[0], spans[1], spans[2])
        #expect(attempt.parentSpanID == first.spanID)
        #expect(second.parentSpanID == nil && second.traceID != first.traceID)
        #expect(second.attributes["restchain.cache"]?.toSpanAttribute() == "hit")
        #expect(second.attributes["http.response.status_code"]?.toSpanAttribute() == 200)
        #expect(try await server.count(path: "/v2/build") == 1)
    }

    @Test("a failed request records its error on the attempt and the request span, redacted")
    func failure() async throws {
        let server = try await LoopbackServer.start()
        defer { server.stop() }
        let tracer = InMemoryTracer()
        let tracing = RequestTracing(tracer: tracer)
        let api = try PlantedSecrets.client(server) { tracing.install(in: &$0) }

        await #expect(throws: RESTError.self) {
            _ = try await api.get("build").responseSizeLimit(1).response()
        }
        let spans = tracer.finishedSpans
        try #require(spans.count == 2)
        for span in spans {
            #expect(span.attributes["error.type"]?.toSpanAttribute() == "responseTooLarge")
            #expect(span.status?.code == .error)
            #expect(span.errors.count == 1)
        }
        #expect(!spans.contains { PlantedSecrets.leak(in: Self.text(of: $0)) })
    }

    /// Everything a span says: name, attributes, status and recorded errors.
    static func text(of span: FinishedInMemorySpan) -> String {
        var text = span.operationName + " " + (span.status?.message ?? "")
        // SpanAttributes is no Sequence: forEach is its only way through.
        // swift-format-ignore: ReplaceForEachWithForLoop
        span.attributes.forEach { name, value in text += " \(name)=\(value)" }
        for recorded in span.errors { text += " \(recorded.error)" }
        return text
    }
}
