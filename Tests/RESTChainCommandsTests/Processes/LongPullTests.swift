// gw2 items --all against the GW2 look-alike server: every item as JSON lines with progress, and Ctrl-C.
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct LongPullTests {
    @Test func `gw2 items --all pulls the whole catalogue as JSON lines with plain progress`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let ids =
            try JSONSerialization.jsonObject(
                with: try await URLSession.shared.data(from: server.url("/v2/items")).0) as? [Int]
        let run = try await restchain("gw2", "items", "--all", "--route", server.baseURL)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.text.split(separator: "\n")
        #expect(lines.count == ids?.count)
        #expect(run.errors.hasPrefix("0/\(ids?.count ?? 0) items\n1000/"))
        #expect(run.errors.hasSuffix("\(ids?.count ?? 0)/\(ids?.count ?? 0) items\n"))
        #expect(!run.errors.contains("\r") && !run.errors.contains("\u{1B}"))
    }

    @Test func `Ctrl-C during a long pull stops within seconds with exit status 130 and no crash`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        var throttle = URLRequest(url: server.url("/_throttle?count=100&retry_after=30"))
        throttle.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: throttle)
        let process = try CommandProcess(["gw2", "items", "--all", "--route", server.baseURL])
        let started = try await eventually(timeout: .seconds(20)) { try await server.totalRequests() >= 1 }
        #expect(started)
        let interrupted = ContinuousClock.now
        process.interrupt()
        let run = await process.result(within: .seconds(20))
        #expect(run.status == 130)
        #expect(ContinuousClock.now - interrupted < .seconds(5))
        #expect(run.errors.hasSuffix("restchain: interrupted\n"), "\(run.errors)")
        #expect(!run.errors.contains("Fatal error") && !run.errors.contains("Stack dump"))
    }
}
