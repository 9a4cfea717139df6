// Connection faults: the server hangs up before, during or after the headers, cuts the body, stalls or trickles.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct ConnectionFaultTests {
    /// The URLError code each way of hanging up gives, through both forms of the call. (`cut=10` ends inside the
    /// status line; a cut inside the header block is the next test's.)
    @Test(
        arguments: TransportKind.available,
        [
            (
                "fault/close/before-headers", "", URLError.Code.badServerResponse,
                "the server's response was not valid HTTP"
            ),
            ("fault/close/during-headers", "10", .badServerResponse, "the server's response was not valid HTTP"),
            ("fault/close/after-headers", "", .networkConnectionLost, "the connection was lost"),
            ("fault/truncated-body", "", .networkConnectionLost, "the connection was lost"),
            ("fault/not-http", "", .unsupportedURL, "the server did not answer with HTTP"),
        ])
    func `a connection closed early fails once with a transport error`(
        over kind: TransportKind, fault: (path: String, cut: String, code: URLError.Code, summary: String)
    ) async throws {
        let (path, cut, code, summary) = fault
        try await expectClosed(path, cut: cut, failsWith: code, summary: summary, over: kind)
    }

    /// A hang-up after the status line, inside the header block: FoundationNetworking on Linux ends the whole
    /// process there (`fatalError`, swift-corelibs-foundation #5285, see RELIABILITY.md), so only the transports
    /// that survive it run this in-process.
    @Test(arguments: TransportKind.survivingHeaderCuts, ["17", "30", "50", "70", "85"])
    func `a connection cut inside the header block fails once with badServerResponse`(
        over kind: TransportKind, cut: String
    ) async throws {
        try await expectClosed(
            "fault/close/during-headers", cut: cut, failsWith: .badServerResponse,
            summary: "the server's response was not valid HTTP", over: kind)
    }

    private func expectClosed(
        _ path: String, cut: String, failsWith code: URLError.Code, summary: String, over kind: TransportKind
    ) async throws {
        let bench = try await FaultBench.start("closed: \(path) cut=\(cut)", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let session = cut.isEmpty ? api.get(path) : api.get(path).query(key: "cut", value: cut)
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session.data() },
            callback: { session.data($0) }
        )
        let query = cut.isEmpty ? "" : "&cut=\(cut)"
        for result in [outcome.async, outcome.callback] {
            guard let error = transportError(result) else { continue }
            #expect(error.code == code, "\(path) \(cut): \(error.code.rawValue) \(RESTError.transport(error))")
            let url = "\(bench.server.baseURL)/\(path)?access_token=<redacted>\(query)"
            #expect(RESTError.transport(error).description == "Transport error \(code.rawValue) (\(url)): \(summary)")
        }
        try await bench.expectNothingLeft([outcome.calls])
    }

    /// A stall before the headers, and a slow-loris body (1000 bytes, one every 20 ms, would take 20 s).
    @Test(
        arguments: TransportKind.available,
        [
            ("fault/stall", "", 0.2), ("fault/slow-loris", "?bytes=1000&interval_ms=20", 0.3),
        ])
    func `a server that stalls or trickles ends with timedOut at the deadline and is left`(
        over kind: TransportKind, fault: (path: String, query: String, seconds: Double)
    ) async throws {
        let (path, query, seconds) = fault
        let bench = try await FaultBench.start("\(path) under a deadline", over: kind)
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

    @Test(arguments: TransportKind.available)
    func `a slow-loris body within the deadline arrives whole`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("slow-loris whole", over: kind)
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

    @Test(arguments: TransportKind.available)
    func `a cancelled call ends once with cancelled and closes its connection`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("cancel", over: kind)
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
