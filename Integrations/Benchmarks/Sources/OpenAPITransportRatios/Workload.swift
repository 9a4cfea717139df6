// Workload: what one measurement asks of the generated client.
import Foundation
import OpenAPIRuntime

/// A named batch of calls of the generated client.
struct Workload {
    let name: String
    let run: @Sendable (Client) async throws -> Void

    /// The four workloads, each of `requests` calls: distinct GETs one after another and 64 in flight (no cache,
    /// nothing to share: the transports' own cost), then the same cacheable GET one after another and the same GET
    /// 64 in flight (where RESTChain's cache and coalescing apply).
    static func all(requests: Int) -> [Workload] {
        [
            Workload(name: "sequential, distinct") { client in
                for id in 1...requests { _ = try await client.getItem(path: .init(id: id)).ok.body.json }
            },
            Workload(name: "64 in flight, distinct") { client in
                try await inFlight(64, requests) { id in
                    _ = try await client.getItem(path: .init(id: id)).ok.body.json
                }
            },
            Workload(name: "sequential, cacheable") { client in
                for _ in 1...requests { _ = try await client.getBuild().ok.body.json }
            },
            Workload(name: "64 in flight, identical") { client in
                try await inFlight(64, requests) { _ in
                    _ = try await client.getItem(path: .init(id: 7)).ok.body.json
                }
            },
        ]
    }

    /// `requests` calls of `call` (numbered from 1), `width` at a time.
    private static func inFlight(
        _ width: Int, _ requests: Int, _ call: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<width {
                group.addTask {
                    for id in stride(from: lane + 1, through: requests, by: width) { try await call(id) }
                }
            }
            try await group.waitForAll()
        }
    }
}
