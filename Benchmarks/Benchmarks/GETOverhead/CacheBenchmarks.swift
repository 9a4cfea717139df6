// What the HTTP cache saves: a fresh hit, a 304 revalidation and a disk hit, against the network GETs they replace.
import Benchmark
import Foundation
import LoopbackServer
import RESTChain

/// Registers the cache benchmarks against `server`; read each as a ratio to its network baseline of the same run.
func cacheBenchmarks(on server: LoopbackServer) {
    let network = try! RESTClient(baseURL: server.baseURL).configured { $0.cache = nil }
    let cached = try! RESTClient(baseURL: server.baseURL)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-bench-\(getpid())")
    let onDisk = try! RESTClient(baseURL: server.baseURL).configured {
        $0.cache = try HTTPCache(directory: directory, memoryLimit: 0)
    }

    Benchmark("Cache: network GET users, no cache (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            let response = try await network.get("cached").response()
            guard response.body.count > 1000, response.cacheStatus == .bypassed else { throw UnexpectedAnswer() }
            blackHole(response)
        }
    }
    Benchmark("Cache: fresh memory hit") { benchmark in
        _ = try await cached.get("cached").response()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let response = try await cached.get("cached").response()
            guard response.cacheStatus == .hit else { throw UnexpectedAnswer() }
            blackHole(response)
        }
    }
    Benchmark("Cache: fresh disk hit") { benchmark in
        _ = try await onDisk.get("cached").response()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let response = try await onDisk.get("cached").response()
            guard response.cacheStatus == .hit else { throw UnexpectedAnswer() }
            blackHole(response)
        }
    }
    Benchmark("Cache: network GET 200 KB, no cache (baseline)") { benchmark in
        for _ in benchmark.scaledIterations {
            let response = try await network.get("large").response()
            guard response.body.count == 200 * 1024 else { throw UnexpectedAnswer() }
            blackHole(response)
        }
    }
    Benchmark("Cache: 304 revalidation of 200 KB") { benchmark in
        _ = try await cached.get("large").response()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let response = try await cached.get("large").response()
            guard response.cacheStatus == .revalidated, response.body.count == 200 * 1024 else {
                throw UnexpectedAnswer()
            }
            blackHole(response)
        }
    }
}
