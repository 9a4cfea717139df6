// CurlMetricsTests: every response CurlTransport brings says how its exchange went — a new connection, then the
// same one again, with the server's wait in its phase — and an answer from the cache says nothing of the wire.
#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import RESTChain

    struct CurlMetricsTests {
        @Test func `a GET over a new connection, then over the same one, is measured phase by phase`() async throws {
            try await withWatchdog(seconds: 60) {
                let server = try await TestServer.start()
                defer { server.stop() }
                let api = try RESTClient(baseURL: server.baseURL, transport: CurlTransport())

                let first = try #require(try await api.get("delay/200").response().metrics)
                #expect(!first.isReusedConnection)
                #expect(first.httpVersion == "HTTP/1.1")
                #expect(first.remoteAddress == "127.0.0.1" && first.remotePort == server.port)
                #expect(first.secureHandshake == .zero)
                // The server holds its answer back 200 ms: that is waiting, not connecting or receiving.
                #expect(first.waiting >= .milliseconds(200))
                #expect(first.nameLookup + first.connection < .milliseconds(200))

                let second = try #require(try await api.get("bytes/100000").response().metrics)
                #expect(second.isReusedConnection)
                #expect(second.nameLookup == .zero && second.connection == .zero && second.secureHandshake == .zero)
                #expect(second.total > .zero && second.total < first.total)
                #expect(second.remoteAddress == first.remoteAddress && second.remotePort == first.remotePort)
            }
        }

        @Test func `an answer the cache keeps is measured when it arrives and not when the cache gives it`()
            async throws
        {
            try await withWatchdog(seconds: 60) {
                let server = try await TestServer.start()
                defer { server.stop() }
                let api = try RESTClient(baseURL: server.baseURL, transport: CurlTransport())
                let miss = try await api.get("cache/metrics").query(key: "h_Cache-Control", value: "max-age=60")
                    .response()
                #expect(miss.cacheStatus == .miss)
                #expect(miss.metrics?.remotePort == server.port)
                let hit = try await api.get("cache/metrics").query(key: "h_Cache-Control", value: "max-age=60")
                    .response()
                #expect(hit.cacheStatus == .hit)
                #expect(hit.metrics == nil)
            }
        }
    }
#endif
