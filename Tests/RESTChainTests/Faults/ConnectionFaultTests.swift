// Connection faults: the server hangs up before, during or after the headers, cuts the body, stalls or trickles.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ConnectionFaultTests {
    /// The URLError code each way of hanging up gives, through both forms of the call. (A hang-up after the status
    /// line but inside the header block is not here: it crashes FoundationNetworking itself, see RELIABILITY.md.)
    @Test(arguments: [
        ("fault/close/before-headers", URLError.Code.badServerResponse, "the server's response was not valid HTTP"),
        ("fault/close/during-headers", .badServerResponse, "the server's response was not valid HTTP"),
        ("fault/close/after-headers", .networkConnectionLost, "the connection was lost"),
        ("fault/truncated-body", .networkConnectionLost, "the connection was lost"),
        ("fault/not-http", .unsupportedURL, "the server did not answer with HTTP"),
    ])
    func `a connection closed early fails once with a transport error`(
        path: String, code: URLError.Code, summary: String
    ) async throws {
        let bench = try await FaultBench.start("closed: \(path)")
        defer { bench.stop() }
        let api = bench.api
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await api.get(path).data() },
            callback: { api.get(path).data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            guard let error = transportError(result) else { continue }
            #expect(error.code == code, "\(path): \(error.code.rawValue) \(RESTError.transport(error))")
            let url = "\(bench.server.baseURL)/\(path)?access_token=<redacted>"
            #expect(RESTError.transport(error).description == "Transport error \(code.rawValue) (\(url)): \(summary)")
        }
        try await bench.expectNothingLeft([outcome.calls])
    }

    /// A stall before the headers, and a slow-loris body (1000 bytes, one every 20 ms, would take 20 s).
    @Test(arguments: [("fault/stall", "", 0.2), ("fault/slow-loris", "?bytes=1000&interval_ms=20", 0.3)])
    func `a server that stalls or trickles ends with timedOut at the deadline and is left`(
        path: String, query: String, seconds: Double
    ) async throws {
        let bench = try await FaultBench.start("\(path) under a deadline")
        defer { bench.stop() }
        let session = bench.api.get(url: bench.server.url(path + query)).timeout(seconds)
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session.data() },
            callback: { session.data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            #expect(transportError(result)?.code == .timedOut)
        }
        try await bench.expectNothingLeft([outcome.calls])
        #expect(try await eventually { try await bench.server.stats(path: "/" + path).disconnected == 2 })
    }

    @Test func `a slow-loris body within the deadline arrives whole`() async throws {
        let bench = try await FaultBench.start("slow-loris whole")
        defer { bench.stop() }
        let api = bench.api
        let session = api.get("fault/slow-loris").query(key: "bytes", value: "8").query(key: "interval_ms", value: "5")
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session.decode(type: String.self) },
            callback: { session.decode(type: String.self, $0) }
        )
        #expect(try outcome.async.get() == "aaaaaa")
        #expect(try outcome.callback.get() == "aaaaaa")
        try await bench.expectNothingLeft([outcome.calls])
    }

    @Test func `a cancelled call ends once with cancelled and closes its connection`() async throws {
        let bench = try await FaultBench.start("cancel")
        defer { bench.stop() }
        let api = bench.api
        let calls = CallCounter()
        let task = Task { try await api.get("fault/stall").data() }
        #expect(try await eventually { try await bench.server.stats(path: "/fault/stall").inFlight == 1 })
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("expected a cancellation")
        } catch {
            _ = calls.increment()
            let error = RESTError(error)
            expectReadable(error)
            guard case .cancelled = error else {
                Issue.record("expected cancelled, got \(error)")
                return
            }
        }
        try await bench.expectNothingLeft([calls])
        #expect(try await eventually { try await bench.server.stats(path: "/fault/stall").disconnected == 1 })
    }
}
