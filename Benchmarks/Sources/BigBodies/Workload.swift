// Workload: one measured run of RESTChain, in the child process whose peak memory it reports.
import BenchmarkSupport
import Foundation
import RESTChain

/// The figures of one run: wall time, the rise of peak resident memory over the resident memory before it, and
/// a count (bytes or events).
struct Figures {
    var seconds: Double
    var rssRiseKiB: Int
    var count: Int

    var line: String { "\(seconds) \(rssRiseKiB) \(count)" }

    init(seconds: Double, rssRiseKiB: Int, count: Int) {
        self.seconds = seconds
        self.rssRiseKiB = rssRiseKiB
        self.count = count
    }

    init?(line: String) {
        let parts = line.split(separator: " ")
        guard parts.count == 3, let seconds = Double(parts[0]), let rise = Int(parts[1]), let count = Int(parts[2])
        else { return nil }
        self.init(seconds: seconds, rssRiseKiB: rise, count: count)
    }
}

enum Workload {
    /// Runs `name` over `transport` against `url` once.
    static func run(_ name: String, over transport: TransportChoice, url: String, file: String) async throws -> Figures
    {
        let api = try RESTClient(baseURL: url, transport: transport.make())
        let before = ResidentMemory.current()
        ResidentMemory.resetPeak()
        let start = ContinuousClock.now
        var count = 0
        switch name {
        case "download":
            count = Int(try await api.get("big.bin").download(to: URL(fileURLWithPath: file), resuming: false).size)
        case "download-progress":
            let updates = Counter()
            count = Int(
                try await api.get("big.bin").progress { _ in updates.add() }
                    .download(to: URL(fileURLWithPath: file), resuming: false).size)
        case "slow-consumer":
            // Reads `file` bytes (256 MiB) of the body, pausing 20 ms after each MiB: the transfer must wait for it.
            // A transfer that cannot (URLSession on Linux) ends the body once the reader is too far behind: `count`
            // is then what was read before.
            let total = Int(file) ?? 256 << 20
            var sinceRest = 0
            do {
                for try await chunk in try await api.get("big.bin").bytes() {
                    count += chunk.count
                    sinceRest += chunk.count
                    if sinceRest >= 1 << 20 {
                        sinceRest = 0
                        try await Task.sleep(for: .milliseconds(20))
                    }
                    if count >= total { break }
                }
            } catch {
                guard transport == .urlSession, isUnpausedBacklog(error) else { throw error }
            }
        case "upload":
            let answer = try await api.post("upload/digest", body: .file(URL(fileURLWithPath: file))).json()
            count = answer["size"]?.intValue ?? 0
        case "events":
            for try await _ in try await api.get("sse-bulk").query(key: "count", value: file).events(
                maximumReconnects: 0)
            {
                count += 1
                if count == Int(file) { break }
            }
        default:
            throw Unknown(name: name)
        }
        let elapsed = start.duration(to: .now).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        return Figures(seconds: seconds, rssRiseKiB: max(0, ResidentMemory.peak() - before), count: count)
    }

    /// Whether `error` ended a body whose reader fell too far behind a transfer that cannot pause.
    private static func isUnpausedBacklog(_ error: any Error) -> Bool {
        if case .transport(let failure) = error as? RESTError { return failure.code == .dataLengthExceedsMaximum }
        return (error as? URLError)?.code == .dataLengthExceedsMaximum
    }

    struct Unknown: Error, CustomStringConvertible {
        let name: String
        var description: String { "unknown workload \(name)" }
    }

    /// Counts progress calls.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
    }
}
