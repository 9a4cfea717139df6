// Coalescing over real sockets: the server counts what was sent.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

struct LoopbackCoalescingTests {
    @Test(arguments: TransportKind.available)
    func `50 concurrent handlers on one GET send one request`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<50 {
                group.addTask {
                    switch index % 3 {
                    case 0: try await api.get("delay/300/users").string()
                    case 1: try await api.get("delay/300/users").json().description
                    default: String(decoding: try await api.get("/delay/300/users").data(), as: UTF8.self)
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(results.count == 50)
        #expect(try await server.stats(path: "/delay/300/users").count == 1)
    }

    @Test(arguments: TransportKind.available)
    func `chained completion handlers share one request on the wire`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let serials = EventLog()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let finish = { @Sendable (value: String) in
                serials.append(value)
                if serials.lines.count == 3 { done.resume() }
            }
            api.get("delay/200/users")
                .string { finish((try? $0.get()).map { String($0.count) } ?? "error") }
                .data { finish((try? $0.get()).map { String($0.count) } ?? "error") }
                .json { finish((try? $0.get())?.description.isEmpty == false ? "json" : "error") }
        }
        #expect(!serials.lines.contains("error"))
        #expect(try await server.stats(path: "/delay/200/users").count == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a finished request is not reused`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let first = try await api.get("delay/10/a").json()["serial"]
        let second = try await api.get("delay/10/a").json()["serial"]
        #expect(first != second)
        #expect(try await server.stats(path: "/delay/10/a").count == 2)
    }

    @Test(arguments: TransportKind.available)
    func `cancelling one of two waiters leaves the other's result intact`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        // The staying waiter starts the request; the leaving one joins it, then leaves.
        let staying = Task { try await api.get("delay/1500/x").json() }
        #expect(try await eventually { try await server.stats(path: "/delay/1500/x").inFlight == 1 })
        let leaving = Task { try await api.get("delay/1500/x").json() }
        try await Task.sleep(for: .milliseconds(50))
        leaving.cancel()
        await #expect { _ = try await leaving.value } throws: { error in
            if case .cancelled = error as? RESTError { return true }
            return false
        }
        #expect(try await staying.value["delayed_ms"] == 1500)
        let stats = try await server.stats(path: "/delay/1500/x")
        #expect(stats.count == 1 && stats.disconnected == 0)
    }

    @Test(arguments: TransportKind.contract)
    func `cancelling every waiter cancels the request on the wire`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let starter = Task { try await api.get("delay/5000/y").data() }
        #expect(try await eventually { try await server.stats(path: "/delay/5000/y").inFlight == 1 })
        let joiners = (0..<2).map { _ in Task { try await api.get("delay/5000/y").data() } }
        try await Task.sleep(for: .milliseconds(200))
        // The joiners leave first, so the starter's exchange is wanted by no one when it is cancelled.
        for joiner in joiners { joiner.cancel() }
        for joiner in joiners { _ = await joiner.result }
        starter.cancel()
        _ = await starter.result
        let disconnected = try await eventually { try await server.stats(path: "/delay/5000/y").disconnected == 1 }
        #expect(disconnected)
        #expect(try await server.stats(path: "/delay/5000/y").count == 1)
    }

    @Test(arguments: TransportKind.contract)
    func `the starter's cancellation leaves the joiners its exchange, and nothing is sent twice`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let made = kind.make()
        let api = try RESTClient(baseURL: server.baseURL, transport: made.transport)
        let joiners = try await joiners(of: "delay/2000/z", on: api, server, theStarterCancelled: true)
        for joiner in joiners {
            let answer = try JSONSerialization.jsonObject(with: try await joiner.value.body) as? [String: Any]
            #expect(answer?["delayed_ms"] as? Int == 2000)
        }
        // The starter's exchange went on for the joiners: one request on the wire, never cut.
        let stats = try await server.stats(path: "/delay/2000/z")
        #expect(stats.count == 1 && stats.disconnected == 0)
        #expect(await api.requestsInFlight == 0)
        #expect(try await eventually { made.inFlight() == 0 })
    }

    @Test(arguments: TransportKind.contract)
    func `when everyone who took the starter's exchange over leaves, the exchange ends`(
        over kind: TransportKind
    ) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let made = kind.make()
        let api = try RESTClient(baseURL: server.baseURL, transport: made.transport)
        for joiner in try await joiners(of: "delay/5000/v", on: api, server, theStarterCancelled: true) {
            joiner.cancel()
            await #expect { _ = try await joiner.value } throws: { isCancellation($0) }
        }
        #expect(try await eventually { try await server.stats(path: "/delay/5000/v").disconnected == 1 })
        #expect(try await server.stats(path: "/delay/5000/v").count == 1)
        #expect(await api.requestsInFlight == 0)
        #expect(try await eventually { made.inFlight() == 0 })
    }

    @Test(arguments: TransportKind.contract)
    func `a lone GET cancelled ends its exchange and leaves nothing in flight`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let made = kind.make()
        let api = try RESTClient(baseURL: server.baseURL, transport: made.transport)
        let lone = Task { try await api.get("delay/5000/w").data() }
        #expect(try await eventually { try await server.stats(path: "/delay/5000/w").inFlight == 1 })
        lone.cancel()
        await #expect { _ = try await lone.value } throws: { isCancellation($0) }
        #expect(try await eventually { try await server.stats(path: "/delay/5000/w").disconnected == 1 })
        #expect(try await server.stats(path: "/delay/5000/w").count == 1)
        #expect(await api.requestsInFlight == 0)
        #expect(try await eventually { made.inFlight() == 0 })
    }
}

/// Two GETs of `path` that joined a first one in flight, once that starter has been cancelled (and has returned
/// `RESTError.cancelled`) when `theStarterCancelled`.
private func joiners(
    of path: String, on api: RESTClient, _ server: TestServer, theStarterCancelled: Bool
) async throws -> [Task<RESTResponse, any Error>] {
    let starter = Task { try await api.get(path).response() }
    #expect(try await eventually { try await server.stats(path: "/" + path).inFlight == 1 })
    let joiners = (0..<2).map { _ in Task { try await api.get(path).response() } }
    try await Task.sleep(for: .milliseconds(200))
    if theStarterCancelled {
        starter.cancel()
        await #expect { _ = try await starter.value } throws: { isCancellation($0) }
    }
    return joiners
}

/// Whether `error` is RESTChain's cancellation.
private func isCancellation(_ error: any Error) -> Bool {
    if case .cancelled = error as? RESTError { return true }
    return false
}
