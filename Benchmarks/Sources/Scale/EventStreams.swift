// EventStreams: thousands of Server-Sent Event streams open at once on one CurlTransport, one event a second each.
import BenchmarkSupport
import Foundation
import RESTChain

#if canImport(Glibc)
    import Glibc
#endif

/// `streams` event streams on one ``CurlTransport``, from ``EventServer`` in a child process, held open for
/// `seconds` once every stream has its first event. Goals (#48): every event the server sent delivered, in order;
/// the 99th percentile of an event's latency (server's send to the reader's loop) ≤ 100 ms; resident memory per open
/// stream ≤ 64 KiB (the rise over the client before the streams, divided by their number).
struct EventStreams {
    let streams: Int
    let seconds: Int

    func run() async throws {
        #if os(Linux)
            try raiseOpenFileLimit(to: streams + 2_048)
            let server = try ChildServer(arguments: ["event-server"])
            defer { server.stop() }
            let port = try server.line()
            // One connection a stream: over HTTP/1.1 a stream holds its connection for as long as it lasts.
            let transport = CurlTransport(configuration: .init(maximumConnectionsPerHost: streams + 1))
            let client = try RESTClient(baseURL: "http://127.0.0.1:\(port)", transport: transport)
            let tally = Tally()
            let before = ResidentMemory.current()
            let start = ContinuousClock.now
            let readers = Task {
                await withTaskGroup(of: Void.self) { group in
                    for stream in 0..<streams {
                        group.addTask { await Self.read(stream, from: client, into: tally) }
                    }
                }
            }
            defer { readers.cancel() }
            let opening = Date().addingTimeInterval(60 + Double(streams) / 100)
            while tally.opened < streams, tally.failures.isEmpty, Date() < opening {
                try await Task.sleep(for: .milliseconds(100))
            }
            try check(tally.failures.isEmpty, "a stream failed: \(tally.failures.first ?? "")")
            try check(tally.opened == streams, "\(tally.opened) of \(streams) streams opened within the time allowed")
            let openTime = elapsedSeconds(since: start)
            tally.startRecording()
            let cpuBefore = Self.cpuSeconds()
            try await Task.sleep(for: .seconds(seconds))
            let resident = ResidentMemory.current()
            let cores = (Self.cpuSeconds() - cpuBefore) / Double(seconds)
            let latencies = tally.stopRecording()
            try server.send("q")
            let sentLine = try server.line()
            guard let sent = Int(sentLine.split(separator: " ").last ?? "") else {
                throw Failure(description: "the event server said \(sentLine)")
            }
            let delivery = Date().addingTimeInterval(10)
            while tally.delivered < sent, Date() < delivery { try await Task.sleep(for: .milliseconds(50)) }
            let perStream = Double(resident - before) / Double(streams)
            let p99 = percentile(latencies, 0.99)
            print("\n## \(streams) Server-Sent Event streams on one CurlTransport, one event a second each\n")
            print("| figure | value | goal |")
            print("|---|---:|---|")
            print("| all streams open (each with its first event) | \(String(format: "%.1f s", openTime)) | |")
            print(
                "| events delivered, in order | \(tally.delivered) of \(sent), \(tally.gaps) out of order | every "
                    + "one: \(verdict(tally.delivered == sent && tally.gaps == 0)) |")
            print(
                "| event latency over \(seconds) s: p50, p99, max | \(milliseconds(percentile(latencies, 0.5))), "
                    + "\(milliseconds(p99)), \(milliseconds(latencies.max() ?? 0)) | p99 ≤ 100 ms: \(verdict(p99 <= 0.1)) |"
            )
            print(
                "| resident memory per open stream | \(String(format: "%.1f KiB", perStream)) (\(before / 1024) → "
                    + "\(resident / 1024) MiB) | ≤ 64 KiB: \(verdict(perStream <= 64)) |")
            print("| client CPU while the streams are open | \(String(format: "%.2f", cores)) cores | |")
            try check(tally.failures.isEmpty, "a stream failed: \(tally.failures.first ?? "")")
            try check(tally.delivered == sent && tally.gaps == 0, "events lost or out of order")
        #else
            print("\n# Event streams: CurlTransport is Linux's; not measured here")
        #endif
    }

    /// Reads stream `stream` until it is cancelled, checking each event's number and recording its latency.
    private static func read(_ stream: Int, from client: RESTClient, into tally: Tally) async {
        var expected = 0
        do {
            let events = try await client.get("events").query(key: "n", value: "\(stream)").events(
                maximumReconnects: 0)
            for try await event in events {
                let now = monotonicNanos()
                let fields = event.data.split(separator: " ")
                guard fields.count == 2, let number = Int(fields[0]), let sent = Int(fields[1]) else {
                    return tally.fail("stream \(stream): event \(event.data)")
                }
                tally.record(first: expected == 0, inOrder: number == expected, latency: Double(now - sent) / 1e9)
                expected = number + 1
            }
            if !Task.isCancelled { tally.fail("stream \(stream) ended") }
        } catch {
            if !Task.isCancelled { tally.fail("stream \(stream): \(error)") }
        }
    }

    /// User and system time of this process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        let time = { (value: timeval) in Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
        return time(usage.ru_utime) + time(usage.ru_stime)
    }
}

/// What the streams' readers found, shared under a lock.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var openedCount = 0
    private var deliveredCount = 0
    private var gapCount = 0
    private var recording = false
    private var latencies: [Double] = []
    private var failed: [String] = []

    var opened: Int { lock.withLock { openedCount } }
    var delivered: Int { lock.withLock { deliveredCount } }
    var gaps: Int { lock.withLock { gapCount } }
    var failures: [String] { lock.withLock { failed } }

    func record(first: Bool, inOrder: Bool, latency: Double) {
        lock.withLock {
            if first { openedCount += 1 }
            deliveredCount += 1
            if !inOrder { gapCount += 1 }
            if recording { latencies.append(latency) }
        }
    }

    func fail(_ what: String) { lock.withLock { failed.append(what) } }

    func startRecording() { lock.withLock { recording = true } }

    /// Stops recording and returns the latencies recorded, in seconds.
    func stopRecording() -> [Double] {
        lock.withLock {
            recording = false
            return latencies
        }
    }
}
