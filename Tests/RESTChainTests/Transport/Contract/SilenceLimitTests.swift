// The silence limit every transport keeps: a server that never answers cannot hold a caller for ever.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct SilenceLimitTests {
    @Test(arguments: TransportKind.contract)
    func `a server that accepts and never answers times out at the client's silence limit`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let made = kind.make()
        let api = try RESTClient(baseURL: server.baseURL, transport: made.transport).configured {
            $0.idleTimeout = 1
        }
        await #expect { _ = try await api.get("fault/stall").query(key: "ms", value: "30000").data() } throws: {
            isTimeout($0)
        }
        #expect(try await eventually { try await server.stats(path: "/fault/stall").disconnected == 1 })
        #expect(try await eventually { made.inFlight() == 0 })
    }

    @Test(arguments: TransportKind.contract)
    func `a download that goes silent times out at the session's silence limit`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("silent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let silent = api.get("fault/stall").query(key: "ms", value: "30000").idleTimeout(1)
        await #expect { _ = try await silent.download(to: file) } throws: { isTimeout($0) }
    }

    @Test(arguments: TransportKind.contract)
    func `a body that keeps moving is never cut by the silence limit`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport).configured {
            $0.idleTimeout = 1
        }
        // 30 bytes, one every 50 ms: 1.5 s in all, never a second of silence.
        let body = try await api.get("fault/slow-loris").query(key: "bytes", value: "30").data()
        #expect(body.count == 30)
    }

    @Test func `the silence limit is 60 seconds by default, per client and per session, and can be turned off`()
        async throws
    {
        let seen = Locked<[Duration?]>([])
        let stub = StubTransport { request in
            .response(RESTResponse(statusCode: 200, body: Data("{}".utf8)))
        }
        let recording = IdleRecordingTransport(wrapped: stub, seen: seen)
        let api = try RESTClient(baseURL: "https://api.example.com", transport: recording)
        _ = try await api.get("a").data()
        _ = try await api.get("b").idleTimeout(5).data()
        _ = try await api.get("c").idleTimeout(.infinity).data()
        _ = try await api.configured { $0.idleTimeout = 2 }.get("d").data()
        _ = try await api.configured { $0.idleTimeout = nil }.get("e").data()
        #expect(seen.withLock { $0 } == [.seconds(60), .seconds(5), nil, .seconds(2), nil])
        #expect(ClientConfiguration(baseURL: try BaseURL("https://api.example.com")).idleTimeout == 60)
    }
}

/// Records the silence limit of every request it passes on.
private struct IdleRecordingTransport: Transport {
    let wrapped: any Transport
    let seen: Locked<[Duration?]>

    func send(_ request: TransportRequest) async throws -> RESTResponse {
        seen.withLock { $0.append(request.idleTimeout) }
        return try await wrapped.send(request)
    }
}

/// Whether `error` is RESTChain's timeout on the wire.
private func isTimeout(_ error: any Error) -> Bool {
    if case .transport(let failure) = error as? RESTError { return failure.code == .timedOut }
    return false
}
