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

    @Test func `Ctrl-C keeps what was stored and the next run fetches only what is missing`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-items-resume.sqlite")
        try? FileManager.default.removeItem(at: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let first = try CommandProcess(
            ["gw2", "items", "--all", "--store", file.path, "--rate", "2", "--route", server.baseURL])
        // At 2 requests a second the pull takes about 13 s; the 8th request starts the second batch of 1000, so
        // the first batch is stored by then.
        let underway = try await eventually(timeout: .seconds(30)) { try await server.totalRequests() >= 8 }
        #expect(underway)
        first.interrupt()
        let stopped = await first.result(within: .seconds(20))
        #expect(stopped.status == 130, "\(stopped.errors)")
        try await server.reset()
        let second = try await restchain("gw2", "items", "--all", "--store", file.path, "--route", server.baseURL)
        #expect(second.status == 0, "\(second.errors)")
        let summary = try #require(second.text.split(separator: "\n").last.map(String.init))
        let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 3 && numbers[1] >= 1000 && numbers[1] + numbers[2] == numbers[0], "\(summary)")
        #expect(try await server.totalRequests() < 27)  // a whole pull: the ids, then 26 requests of up to 200
        let third = try await restchain("gw2", "items", "--all", "--store", file.path, "--route", server.baseURL)
        #expect(third.text.hasSuffix("were already stored, 0 fetched now\n"), "\(third.text)")
    }

    @Test func `gw2 account sends the key from GW2_API_KEY and a refused key exits 4`() async throws {
        let server = try await TestServer.start(script: "gw2_server.py")
        defer { server.stop() }
        let run = try await restchain(
            "gw2", "account", "--route", server.baseURL, environment: ["GW2_API_KEY": "cli-test-key"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Durmand.4817"))
        let sent = try await server.requests(path: "/v2/account")
        #expect(sent.first?.headers["authorization"] == "Bearer cli-test-key")
        let refused = try await restchain("gw2", "account", "--route", server.baseURL, "--api-key", "invalid-key")
        #expect(refused.status == 4)
        #expect(
            refused.errors == "restchain: HTTP 401 from \(server.baseURL)/v2/account?lang=en: Invalid access token\n")
    }
}
