// What RESTChain's convenience costs: one GET decoded into models, against the same GET by hand, and page walks.
import AsyncHTTPClient
import AsyncHTTPClientTransport
import Benchmark
import BenchmarkBodies
import Foundation
import LoopbackServer
import NIOCore
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Thrown when a benchmark's answer is not what the server sends, so that nothing is measured that did not work.
struct UnexpectedAnswer: Error {}

let benchmarks: @Sendable () -> Void = {
    // RESTCHAIN_BENCHMARK_SMOKE=1: a few iterations of each, for CI to check the answers.
    let smoke = ProcessInfo.processInfo.environment["RESTCHAIN_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: smoke ? 1 : 100,
        maxDuration: .seconds(5),
        maxIterations: smoke ? 3 : 5_000
    )

    let server: LoopbackServer
    do {
        server = try LoopbackServer()
    } catch {
        fatalError("the loopback server did not start: \(error)")
    }
    let usersURL = URL(string: server.baseURL + "/users")!

    // The baseline: URLSession.data(for:) and JSONDecoder by hand, on the same session configuration RESTChain uses.
    let session = URLSession(configuration: URLSessionTransport.defaultConfiguration())
    Benchmark("GET users: URLSession + JSONDecoder by hand (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            let (data, response) = try await session.data(for: URLRequest(url: usersURL))
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedAnswer() }
            let users = try JSONDecoder().decode([User].self, from: data)
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    let api = try! RESTClient(baseURL: server.baseURL)
    Benchmark("GET users: RESTChain decode(type:)") { benchmark in
        for _ in benchmark.scaledIterations {
            let users = try await api.get("users").decode(type: [User].self)
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    let alone = api.configured { $0.coalescesRequests = false }
    Benchmark("GET users: RESTChain decode(type:), coalescing off") { benchmark in
        for _ in benchmark.scaledIterations {
            let users = try await alone.get("users").decode(type: [User].self)
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    let uncached = api.configured { $0.cache = nil }
    Benchmark("GET users: RESTChain decode(type:), cache off") { benchmark in
        for _ in benchmark.scaledIterations {
            let users = try await uncached.get("users").decode(type: [User].self)
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    Benchmark("GET users: AsyncHTTPClient + JSONDecoder") { benchmark in
        for _ in benchmark.scaledIterations {
            let response = try await http.execute(
                HTTPClientRequest(url: usersURL.absoluteString), timeout: .seconds(10))
            guard response.status == .ok else { throw UnexpectedAnswer() }
            let body = try await response.body.collect(upTo: 1 << 20)
            let users = try JSONDecoder().decode([User].self, from: Data(body.readableBytesView))
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    let fast = try! RESTClient(baseURL: server.baseURL, transport: AsyncHTTPClientTransport())
    Benchmark("GET users: RESTChain over AsyncHTTPClientTransport") { benchmark in
        for _ in benchmark.scaledIterations {
            let users = try await fast.get("users").decode(type: [User].self)
            guard users.count == 20 else { throw UnexpectedAnswer() }
            blackHole(users)
        }
    }

    cacheBenchmarks(on: server)

    // Streaming 10 000 items in pages of 100, each page answered after 5 ms: one page at a time, then prefetched.
    let pages = RESTClient.pages(on: server.baseURL)
    let walks = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxIterations: smoke ? 1 : 10)
    Benchmark("Pages: 10 000 items, one page at a time", configuration: walks) { benchmark in
        for _ in benchmark.scaledIterations {
            try await walk(pages.get("items").query(key: "per_page", value: "100"), window: 1)
        }
    }
    Benchmark("Pages: 10 000 items, 4 pages ahead", configuration: walks) { benchmark in
        for _ in benchmark.scaledIterations {
            try await walk(pages.get("items").query(key: "per_page", value: "100"), window: 4)
        }
    }
}

extension RESTClient {
    /// A client whose collections page like WordPress: `page` from 1, `per_page`, `X-WP-TotalPages`.
    static func pages(on baseURL: String) -> RESTClient {
        try! RESTClient(
            baseURL: baseURL,
            pagination: .pageNumber(pageKey: "page", pageSizeKey: "per_page", totalPagesHeader: "X-WP-TotalPages")
        )
    }
}

/// Walks every item of `session`, `window` pages in flight at most, and checks that all 10 000 arrived in order.
func walk(_ session: GetSession, window: Int) async throws {
    var count = 0
    for try await item in session.items(of: Item.self).prefetching(maxConcurrentPages: window) {
        count += 1
        guard item.id == count else { throw UnexpectedAnswer() }
    }
    guard count == 10_000 else { throw UnexpectedAnswer() }
}
