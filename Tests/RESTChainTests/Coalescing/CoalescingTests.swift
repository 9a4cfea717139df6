// Coalescing in memory: one GET in flight shared by every handler, never for other verbs.
import Foundation
import RESTChain
import TestSupport
import Testing

struct CoalescingTests {
    @Test func `100 concurrent handlers on one GET send one request`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(200)))
        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for index in 0..<100 {
                group.addTask {
                    index.isMultiple(of: 2) ? try await api.get("users").data() : try await api.get("/users").data()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies.count == 100)
        #expect(Set(bodies).count == 1)
        #expect(await recorder.count == 1)
    }

    @Test func `chained completion handlers share one request`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(100)))
        await confirmation(expectedCount: 3) { delivered in
            await withTaskGroup(of: Void.self) { group in
                let (stream, continuation) = AsyncStream<Void>.makeStream()
                api.get("users")
                    .string { _ in
                        delivered()
                        continuation.yield()
                    }
                    .data { _ in
                        delivered()
                        continuation.yield()
                    }
                    .json { _ in
                        delivered()
                        continuation.yield()
                    }
                group.addTask { for await _ in stream.prefix(3) {} }
            }
        }
        #expect(await recorder.count == 1)
    }

    @Test func `a finished request is not reused`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport())
        _ = try await api.get("users").data()
        _ = try await api.get("users").data()
        #expect(await recorder.count == 2)
    }

    @Test func `different URLs, headers, timeouts or verbs are never merged`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(100)))
        async let a = api.get("users").data()
        async let b = api.get("users").query(key: "page", value: "2").data()
        async let c = api.get("users").setting(header: "Accept-Language", to: "de").data()
        async let f = api.get("users").timeout(5).data()
        async let d = api.post("users").data()
        async let e = api.post("users").data()
        _ = try await (a, b, c, d, e, f)
        #expect(await recorder.count == 6)
    }

    @Test func `a GET with another cache policy never joins one in flight`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .milliseconds(100)))
        async let standard = api.get("users").data()
        async let unstored = api.get("users").cachePolicy(.noStore).data()
        async let reloaded = api.get("users").cachePolicy(.reload).data()
        _ = try await (standard, unstored, reloaded)
        #expect(await recorder.count == 3)
    }

    @Test func `a client that does not coalesce sends every GET, and cancelling one cancels only its own`()
        async throws
    {
        // The first request to arrive waits until it is cancelled; the second is answered at once.
        let arrivals = StubRecorder()
        let stub = StubTransport { request in
            await arrivals.record(request)
            if await arrivals.count == 1 {
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    await arrivals.recordCancellation()
                    throw error
                }
            }
            return RESTResponse(statusCode: 200, body: Data(#"{"ok":true}"#.utf8))
        }
        let api = try stubClient(stub).configured { $0.coalescesRequests = false }

        let leaving = Task { try await api.get("users").data() }
        #expect(try await eventually { await arrivals.count == 1 })
        let staying = try await api.get("users").data()
        leaving.cancel()

        #expect(staying == Data(#"{"ok":true}"#.utf8))
        await #expect(throws: RESTError.self) { try await leaving.value }
        #expect(await arrivals.count == 2)
        #expect(try await eventually { await arrivals.cancellations == 1 })
    }

    @Test(arguments: Leaver.allCases)
    func `cancelling one of two waiters leaves the other's result intact`(leaver: Leaver) async throws {
        let recorder = StubRecorder()
        let gate = Gate()
        let api = try stubClient(recorder.transport(gate: gate))
        // The first waiter starts the request, which waits at the gate; the second joins it; then one leaves.
        let first = Task { try await api.get("users").data() }
        #expect(try await eventually { await recorder.count == 1 })
        let second = Task { try await api.get("users").data() }
        try await Task.sleep(for: .milliseconds(50))
        let (leaving, staying) = leaver == .starter ? (first, second) : (second, first)
        leaving.cancel()
        await #expect(throws: RESTError.self) { try await leaving.value }
        await gate.open()
        #expect(try await staying.value == Data(#"{"ok":true}"#.utf8))
        #expect(await recorder.count == 1)
        #expect(await recorder.cancellations == 0)
    }

    @Test func `cancelling every waiter cancels the request`() async throws {
        let recorder = StubRecorder()
        let api = try stubClient(recorder.transport(delay: .seconds(10)))
        let waiters = (0..<3).map { _ in Task { try await api.get("users").data() } }
        #expect(try await eventually { await recorder.count == 1 })
        for waiter in waiters { waiter.cancel() }
        for waiter in waiters {
            await #expect { try await waiter.value } throws: {
                ($0 as? RESTError).map { if case .cancelled = $0 { true } else { false } } ?? false
            }
        }
        #expect(try await eventually { await recorder.cancellations == 1 })
    }
}

/// Which of two waiters on one GET leaves.
enum Leaver: CaseIterable, CustomTestStringConvertible {
    /// The waiter whose call started the request.
    case starter
    /// The waiter that joined the request in flight.
    case joiner

    var testDescription: String {
        self == .starter ? "the waiter that started the request" : "the waiter that joined it"
    }
}
