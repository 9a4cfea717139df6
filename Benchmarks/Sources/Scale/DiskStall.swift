// DiskStall: small GETs on one transport, alone and while a download on the same transport writes to a stalled disk.
import BenchmarkBodies
import Foundation
import NginxServer
import RESTChain

/// The latency of small GETs from nginx on one ``CurlTransport``, alone and while the same transport downloads a
/// large file into a ``StallingDisk`` from a second nginx that sends at 16 MiB/s, a network slower than the disk:
/// the first 4 MiB are written as they arrive, then each write blocks `delay`. Goal (#48):
/// the 99th percentile with the stalled download within 1.5 × the one without — a slow disk holds back its own
/// download, not every transfer that shares the transport.
struct DiskStall {
    let smoke: Bool
    private var delay: Duration { .milliseconds(100) }
    private var stallsAfter: Int { 4 << 20 }

    func run() async throws {
        #if os(Linux)
            let nginx = try NginxServer(serving: ["users": Bodies.users])
            defer { nginx.stop() }
            let slower = try NginxServer(serving: [:], bytesPerSecond: 16 << 20)
            defer { slower.stop() }
            // Sparse: nginx sends zeros, at the network's pace; only the disk the client writes to stalls.
            try Self.makeSparse(slower.root.appendingPathComponent("big.bin"), size: 1 << 30)
            let client = try RESTClient(baseURL: nginx.baseURL, transport: CurlTransport())
            let (count, rounds) = smoke ? (10, 1) : (100, 10)
            // Beside the stall a GET may wait seconds: the GETs stop when this is over, and say how many finished.
            let limit: Duration = smoke ? .seconds(5) : .seconds(30)
            let size = Bodies.users.utf8.count
            var next = 0
            let gets = { (count: Int) async throws -> [Double] in
                var latencies: [Double] = []
                let end = ContinuousClock.now + limit
                for _ in 0..<count where ContinuousClock.now < end {
                    next += 1
                    let (number, start) = (next, ContinuousClock.now)
                    guard
                        let body = try await within(
                            ContinuousClock.now.duration(to: end),
                            {
                                try await client.get("users").query(key: "n", value: "\(number)").data()
                            })
                    else { break }
                    latencies.append(elapsedSeconds(since: start))
                    try check(body.count == size, "a GET returned \(body.count) bytes, not \(size)")
                }
                return latencies
            }
            _ = try await gets(10)
            var alone: [Double] = []
            var stalled: [Double] = []
            do {
                // Interleaved, so that what else the machine does weighs on both sides alike.
                for _ in 0..<rounds {
                    alone += try await gets(count)
                    stalled += try await whileStalled(client, download: "\(slower.baseURL)/big.bin") {
                        try await gets(count)
                    }
                }
            } catch let unavailable as StallingDisk.Unavailable {
                return print("\n# Disk stall: left out, \(unavailable)")
            }
            let ratio = percentile(stalled, 0.99) / percentile(alone, 0.99)
            print(
                "\n## Small GETs on one CurlTransport, \(rounds) interleaved rounds of \(count) alone and \(count) (at most "
                    + "\(limit)) beside a download whose disk stalls (past 4 MiB each write blocks \(delay))\n")
            print("| GETs | done | p50 | p99 | max |")
            print("|---|---:|---:|---:|---:|")
            for (name, latencies) in [("alone", alone), ("beside the stalled download", stalled)] {
                print(
                    "| \(name) | \(latencies.count) | \(milliseconds(percentile(latencies, 0.5))) | "
                        + "\(milliseconds(percentile(latencies, 0.99))) | \(milliseconds(latencies.max() ?? 0)) |")
            }
            guard stalled.count == count * rounds else {
                return print(
                    "\nBeside the stall \(stalled.count) of \(count * rounds) GETs finished within \(limit) (goal: p99 ≤ 1.5 × "
                        + "alone: **missed**)")
            }
            print(
                "\np99 beside the stall ÷ alone: **\(String(format: "%.2f", ratio))** (goal ≤ 1.5: \(verdict(ratio <= 1.5)))"
            )
        #else
            print("\n# Disk stall: CurlTransport is Linux's; not measured here")
        #endif
    }

    /// Runs `work` while `client` downloads `url` into a stalling disk, once the download has reached the stall.
    private func whileStalled(
        _ client: RESTClient, download url: String, _ work: () async throws -> [Double]
    ) async throws -> [Double] {
        let disk = try StallingDisk(delay: delay, after: stallsAfter)
        defer { disk.stop() }
        let destination = disk.folder.appendingPathComponent("big.bin")
        let download = Task { try await client.get(url: URL(string: url)!).download(to: destination) }
        let partial = disk.backing.appendingPathComponent("big.bin.part").path
        let deadline = Date().addingTimeInterval(10)
        let written = {
            ((try? FileManager.default.attributesOfItem(atPath: partial))?[.size] as? NSNumber)?.intValue ?? 0
        }
        while written() < stallsAfter {
            try check(Date() < deadline, "the download did not reach the stall (\(written()) bytes) within 10 s")
            try await Task.sleep(for: .milliseconds(10))
        }
        let latencies = try await work()
        download.cancel()
        disk.stop()
        _ = await download.result
        return latencies
    }

    /// Makes `file` `size` bytes of zeros without writing them: nginx sends them, the disk holds none.
    static func makeSparse(_ file: URL, size: UInt64) throws {
        try check(FileManager.default.createFile(atPath: file.path, contents: nil), "cannot create \(file.path)")
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
    }
}

/// The value of `work`, or `nil` when `limit` passes first: `work` is then cancelled and left to end on its own,
/// so that a wait that the transport cannot end (its thread blocked in a write) still ends here.
func within<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T? {
    let result: Result<T, any Error>? = await withCheckedContinuation { continuation in
        let race = Race(continuation)
        let task = Task {
            do { race.finish(.success(try await work())) } catch { race.finish(.failure(error)) }
        }
        Task {
            try? await Task.sleep(for: limit)
            if race.finish(nil) { task.cancel() }
        }
    }
    return try result?.get()
}

/// Resumes a continuation once, with whichever of a result and a timeout comes first.
private final class Race<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<T, any Error>?, Never>?

    init(_ continuation: CheckedContinuation<Result<T, any Error>?, Never>) { self.continuation = continuation }

    /// Resumes with `result` if nothing did before; whether it did.
    @discardableResult
    func finish(_ result: Result<T, any Error>?) -> Bool {
        lock.withLock {
            defer { continuation = nil }
            continuation?.resume(returning: result)
            return continuation != nil
        }
    }
}
