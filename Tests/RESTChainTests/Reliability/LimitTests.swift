// Timeouts to the sub-second and response size limits, over real sockets and in memory.
import Foundation
import RESTChain
import TestSupport
import Testing

struct LimitTests {
    @Test(arguments: TransportKind.available)
    func `a half-second timeout lets a 100 ms answer through and ends a 5 s one`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let data = try await api.get("delay/100").timeout(0.5).data()
        #expect(data.isEmpty == false)
        do {
            _ = try await api.get("delay/5000").timeout(0.5).data()
            Issue.record("expected a timeout: the 5 s answer arrived")
        } catch .transport(let error) {
            #expect(error.code == .timedOut)
        }
        #expect(try await eventually { try await server.stats(path: "/delay/5000").disconnected == 1 })
    }

    @Test(arguments: TransportKind.available)
    func `a 50 ms timeout ends a stalled request with timedOut and closes its connection`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        do {
            _ = try await api.get("delay/60000").timeout(0.05).data()
            Issue.record("expected a timeout")
        } catch .transport(let error) {
            #expect(error.code == .timedOut)
        }
        #expect(try await eventually { try await server.stats(path: "/delay/60000").inFlight == 0 })
    }

    @Test(arguments: TransportKind.available)
    func `a Content-Length above the limit fails before the body`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        do {
            _ = try await api.get("bytes/200000").responseSizeLimit(1000).data()
            Issue.record("expected responseTooLarge")
        } catch .responseTooLarge(let limit, let url) {
            #expect(limit == 1000)
            #expect(url?.path == "/bytes/200000")
        }
    }

    @Test(arguments: TransportKind.available)
    func `a streamed body passing the limit stops as soon as it passes it`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        // 100 one-byte chunks, 50 ms apart: the whole body would take 5 s; the limit is passed at byte 11.
        let session = api.get("slow-body").query([
            .init(name: "chunks", value: "100"), .init(name: "interval_ms", value: "50"),
        ])
        do {
            _ = try await session.responseSizeLimit(10).data()
            Issue.record("expected responseTooLarge")
        } catch .responseTooLarge(let limit, _) {
            #expect(limit == 10)
        }
        #expect(try await eventually { try await server.stats(path: "/slow-body").disconnected == 1 })
    }

    @Test(arguments: TransportKind.available)
    func `a body at the limit arrives whole`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        #expect(try await api.get("bytes/1000").responseSizeLimit(1000).data().count == 1000)
    }

    @Test func `any transport's response past the limit fails with the limit and a redacted URL`() async throws {
        let api = try RESTClient(
            baseURL: "https://api.example.com",
            transport: StubTransport { _ in RESTResponse(statusCode: 200, body: Data(count: 2048)) }
        )
        .configured { $0.responseSizeLimit = 1024 }
        do {
            _ = try await api.get("dump").query(key: "access_token", value: "SECRET").data()
            Issue.record("expected responseTooLarge")
        } catch {
            #expect(error.description.contains("1024"))
            #expect(error.description.contains("responseSizeLimit(_:)"))
            #expect(!error.description.contains("SECRET"))
        }
    }
}
