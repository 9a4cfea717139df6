// Throughput: small GETs from nginx with 1, 2, 4 … 1 024 in flight, on the default client and over URLSession.
import BenchmarkBodies
import BenchmarkSupport
import Foundation
import NginxServer
import RESTChain

/// Requests a second of the default client (over ``CurlTransport`` on Linux) and of the same client over
/// ``URLSessionTransport``, at each number of GETs in flight, against nginx in a process of its own.
///
/// Every GET has a URL of its own (`?n=…`), so none is coalesced or answered by the cache, and every body is
/// checked. Each level runs `rounds` times, the clients and levels interleaved, and the median counts. The goal
/// (#48): no cliff, the throughput at 1 024 in flight at least 0.9 × the best of any level.
struct Throughput {
    let smoke: Bool

    private var levels: [Int] { smoke ? [1, 32, 1_024] : (0...10).map { 1 << $0 } }
    private var rounds: Int { smoke ? 1 : 3 }
    /// GETs a run of `level` in flight makes: enough for each worker to make several.
    private func total(_ level: Int) -> Int { smoke ? max(64, level * 2) : max(2_000, level * 8) }

    func run() async throws {
        let nginx = try NginxServer(serving: ["users": Bodies.users])
        defer { nginx.stop() }
        let clients = [
            (
                "the default client (\(type(of: ClientConfiguration.defaultTransport)))",
                try RESTClient(baseURL: nginx.baseURL)
            ),
            ("over URLSessionTransport", try RESTClient(baseURL: nginx.baseURL, transport: URLSessionTransport.shared)),
        ]
        let size = Bodies.users.utf8.count
        let numbers = FreshNumbers()
        var rates = Array(repeating: [Int: [Double]](), count: clients.count)
        // One warm-up pass opens the connections.
        for (_, client) in clients {
            try await concurrently(64, inFlight: 32) { _ in _ = try await client.get("users").data() }
        }
        for round in 0..<rounds {
            for level in levels {
                for offset in clients.indices {
                    let index = (round + offset) % clients.count
                    let (name, client) = clients[index]
                    let count = total(level)
                    let first = numbers.take(count)
                    let start = ContinuousClock.now
                    try await concurrently(count, inFlight: level, from: first) { number in
                        let body = try await client.get("users").query(key: "n", value: "\(number)").data()
                        try check(body.count == size, "\(name): \(body.count) bytes, not \(size)")
                    }
                    rates[index][level, default: []].append(Double(count) / elapsedSeconds(since: start))
                }
            }
        }
        print(
            "\n## Small GETs from \(nginx.version), 1 to \(levels.last ?? 0) in flight (requests/s, medians of \(rounds))\n"
        )
        print("| in flight | " + clients.map(\.0).joined(separator: " | ") + " |")
        print("|---:|" + String(repeating: "---:|", count: clients.count))
        let medians = rates.map { $0.mapValues { percentile($0, 0.5) } }
        for level in levels {
            print(
                "| \(level) | " + medians.map { String(format: "%.0f", $0[level] ?? 0) }.joined(separator: " | ") + " |"
            )
        }
        for ((name, _), median) in zip(clients, medians) {
            let peak = median.max { $0.value < $1.value }
            let last = median[levels.last ?? 1] ?? 0
            let ratio = last / (peak?.value ?? 1)
            print(
                "\n\(name): peak \(String(format: "%.0f", peak?.value ?? 0))/s at \(peak?.key ?? 0) in flight; at "
                    + "\(levels.last ?? 0) **\(String(format: "%.2f", ratio)) × the peak** (goal ≥ 0.9: \(verdict(ratio >= 0.9)))"
            )
        }
    }
}
