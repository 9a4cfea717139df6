// Deadlines over real sockets: a body that trickles in too slowly times out instead of hanging.
import Foundation
import RESTChain
import TestSupport
import Testing

struct LoopbackDeadlineTests {
    /// Without a deadline the body would arrive whole after 4 s: a `timedOut` error proves the deadline ended it.
    @Test(arguments: TransportKind.available)
    func `a body trickling in past the timeout ends in a timed-out transport error`(over kind: TransportKind)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        do {
            // 40 bytes, one every 100 ms: each byte arrives well within the timeout, the whole body does not.
            _ = try await api.get("slow-body").query([
                .init(name: "chunks", value: "40"), .init(name: "interval_ms", value: "100"),
            ])
            .timeout(1)
            .string()
            Issue.record("expected a timeout")
        } catch .transport(let error) {
            #expect(error.code == .timedOut)
        }
    }

    @Test(arguments: TransportKind.available)
    func `a slow body within the timeout arrives whole`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let text = try await api.get("slow-body").query([
            .init(name: "chunks", value: "5"), .init(name: "interval_ms", value: "50"),
        ])
        .timeout(5)
        .string()
        #expect(text == "01234")
    }

    /// The body takes 5 s: a `cancelled` error, not the text, proves the cancellation ended the request.
    @Test(arguments: TransportKind.available)
    func `cancelling during a trickling body cancels promptly`(over kind: TransportKind) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let waiter = Task {
            try await api.get("slow-body").query([
                .init(name: "chunks", value: "50"), .init(name: "interval_ms", value: "100"),
            ])
            .string()
        }
        try await Task.sleep(for: .milliseconds(300))
        waiter.cancel()
        await #expect { try await waiter.value } throws: { error in
            if case .cancelled = error as? RESTError { true } else { false }
        }
    }
}
