// StubRecorder: a stub transport that records what it was asked, for in-memory tests.
import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Records the requests a stub transport received and whether any was cancelled.
actor StubRecorder {
    private(set) var requests: [URLRequest] = []
    private(set) var cancellations = 0

    var count: Int { requests.count }

    func record(_ request: URLRequest) { requests.append(request) }
    func recordCancellation() { cancellations += 1 }

    /// A stub that records each request, waits `delay` (and at `gate`, when there is one), then answers with
    /// `response`.
    nonisolated func transport(
        delay: Duration = .zero,
        gate: Gate? = nil,
        response: @escaping @Sendable (URLRequest) -> RESTResponse = { _ in
            RESTResponse(
                statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"ok":true}"#.utf8))
        }
    ) -> StubTransport {
        StubTransport { request in
            await self.record(request)
            do {
                try await Task.sleep(for: delay)
                try await gate?.pass()
            } catch {
                await self.recordCancellation()
                throw error
            }
            return response(request)
        }
    }
}

/// A client on a stub transport at `https://api.example.com/api/v2`.
func stubClient(_ transport: StubTransport, errorDecoding: APIErrorDecoding = .none) throws -> RESTClient {
    try RESTClient(
        baseURL: "https://api.example.com/api", version: .v(2), headers: ["X-API-KEY": "secret"],
        transport: transport, errorDecoding: errorDecoding)
}

/// A user as the test APIs describe it.
struct User: Codable, Equatable, Sendable {
    let id: Int
    let name: String
    let admin: Bool
    let email: String?
}
