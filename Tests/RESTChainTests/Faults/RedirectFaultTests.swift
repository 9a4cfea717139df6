// Redirect faults: a loop, a redirect to another host, a 307 or 308 of a request with a body.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RedirectFaultTests {
    @Test(arguments: TransportKind.available)
    func `a redirect loop fails once with too many redirects`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("redirect loop", over: kind)
        defer { bench.stop() }
        let api = bench.api
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await api.get("redirect-loop").data() },
            callback: { api.get("redirect-loop").data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            #expect(transportError(result)?.code == .httpTooManyRedirects)
        }
        try await bench.expectNothingLeft([outcome.calls])
    }

    @Test(arguments: TransportKind.available)
    func `a redirect to another host carries no credential there`(over kind: TransportKind) async throws {
        let bench = try await FaultBench.start("cross-host redirect", over: kind)
        defer { bench.stop() }
        let other = try await TestServer.start()
        defer { other.stop() }
        let api = bench.api
        @Sendable func session(_ name: String) -> GetSession {
            api.get("redirect-to").query(key: "url", value: other.url("/echo/\(name)").absoluteString)
                .setting(header: "X-API-KEY", to: "FAULT-SECRET-HEADER").setting(header: "X-Trace", to: "kept")
        }
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session("a").json() },
            callback: { session("c").json($0) }
        )
        #expect(try outcome.async.get()["path"]?.stringValue == "/echo/a")
        #expect(try outcome.callback.get()["path"]?.stringValue == "/echo/c")
        try await bench.expectNothingLeft([outcome.calls])
        for name in ["a", "c"] {
            let arrived = try await other.requests(path: "/echo/\(name)")
            #expect(arrived.count == 1)
            #expect(arrived.allSatisfy { $0.header("Authorization") == nil && $0.header("X-API-KEY") == nil })
            #expect(arrived.allSatisfy { $0.header("X-Trace") == "kept" })
        }
    }

    @Test(arguments: TransportKind.available, [307, 308])
    func `a 307 or 308 of a POST with a body is returned once and never sent on`(
        over kind: TransportKind, status: Int
    ) async throws {
        let bench = try await FaultBench.start("\(status) with body", over: kind)
        defer { bench.stop() }
        let other = try await TestServer.start()
        defer { other.stop() }
        let api = bench.api
        let session = api.post("redirect-to", body: .json(["name": "Ann"]))
            .query(key: "url", value: other.url("/echo/target").absoluteString)
            .query(key: "status", value: "\(status)")
        let outcome = await bench.both(
            async: { () async throws(RESTError) in try await session.data() },
            callback: { session.data($0) }
        )
        for result in [outcome.async, outcome.callback] {
            #expect(failure(result)?.statusCode == status)
        }
        try await bench.expectNothingLeft([outcome.calls])
        #expect(try await other.totalRequests() == 0)
    }
}
