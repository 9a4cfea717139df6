// Harness: the servers, the baselines and the table of every workload against its goal.
import BenchmarkSupport
import Foundation
import NginxServer

/// Starts nginx (1 GiB served by sendfile) and the python servers, runs each workload in child processes, and
/// prints medians against the goals of issue #35, over each transport in the same run.
struct Harness {
    let size: Int
    let rounds: Int
    /// CI's pass: a small body, one round, the answers and CurlTransport's slow-reader bound checked.
    let smoke: Bool
    /// Only the downloads (no progress, slow reader, upload or events), for many rounds of one ratio.
    let downloadsOnly: Bool

    /// The repository, for `Tests/Servers/stream_server.py`: `RESTCHAIN_ROOT`, else found from this file.
    private static let repository =
        ProcessInfo.processInfo.environment["RESTCHAIN_ROOT"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func run() async throws {
        let nginx = try NginxServer(serving: ["tiny": "{}"])
        defer { nginx.stop() }
        let big = nginx.root.appendingPathComponent("big.bin")
        try Self.writeFile(big, size: size)
        let streams = try PythonServer(script: Self.repository.appendingPathComponent("Tests/Servers/stream_server.py"))
        defer { streams.stop() }
        let sink = try PythonServer(source: PythonServer.sink)
        defer { sink.stop() }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-big-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let target = scratch.appendingPathComponent("out.bin").path
        let mib = size >> 20
        let mode = smoke ? " (smoke)" : downloadsOnly ? " (downloads only)" : ""
        emit("# RESTChain big bodies: \(mib) MiB, nginx \(nginx.version), \(rounds) rounds\(mode)\n")
        emit("| workload | transport | RESTChain | baseline | ratio | peak RSS rise | goal |")
        emit("|---|---|---|---|---|---|---|")
        // Every transport in each round, so a busy moment of the machine weighs on all of them alike.
        var curl: [Double] = []
        var downloads: [TransportChoice: [Figures]] = [:]
        var progress: [TransportChoice: [Figures]] = [:]
        for _ in 0..<rounds {
            curl.append(try Self.time { try Self.shell(["curl", "-s", "-o", target, nginx.baseURL + "/big.bin"]) })
            for transport in TransportChoice.available {
                downloads[transport, default: []].append(try child("download", transport, nginx.baseURL, target))
                guard !downloadsOnly else { continue }
                progress[transport, default: []].append(
                    try child("download-progress", transport, nginx.baseURL, target))
            }
        }
        let curlTime = median(curl)
        for transport in TransportChoice.available {
            let ours = downloads[transport] ?? []
            let ourTime = median(ours.map(\.seconds))
            try expect(ours.allSatisfy { $0.count == size }, "a \(transport.name) download lost bytes")
            let goal = transport == .curl ? "≥ 0.9 ×, ≤ 16 MiB" : "≤ 32 MiB"
            emit(
                "| \(mib) MiB download to a file | \(transport.name) | \(rate(size, ourTime)) | "
                    + "curl -o \(rate(size, curlTime)) | \(ratio(curlTime / ourTime)) | \(peak(ours)) | \(goal) |")
            guard !downloadsOnly else {
                // Each round ran curl and every transport back to back: its own ratio shows the spread.
                let ratios = zip(curl, ours).map { $0 / $1.seconds }.sorted()
                emit("|   each round | \(transport.name) | | | \(ratios.map(ratio).joined(separator: ", ")) | | |")
                continue
            }
            let withProgress = progress[transport] ?? []
            let progressTime = median(withProgress.map(\.seconds))
            emit(
                "| the same with progress | \(transport.name) | \(rate(size, progressTime)) | "
                    + "without \(rate(size, ourTime)) | \(ratio(progressTime / ourTime)) | \(peak(withProgress)) | "
                    + "≤ 1.01 × the time |")
        }

        guard !downloadsOnly else { return }
        let slowSize = min(size, 256 << 20)
        for transport in TransportChoice.available {
            let slow = try (0..<rounds).map { _ in try child("slow-consumer", transport, nginx.baseURL, "\(slowSize)") }
            // URLSession on Linux cannot pause: its body ends once the reader is 64 MiB behind.
            let shortest = slow.map(\.count).min() ?? 0
            let outcome =
                shortest < slowSize
                ? "ended after \(shortest >> 20) MiB (cannot pause)" : rate(slowSize, median(slow.map(\.seconds)))
            emit(
                "| slow bytes() reader, \(slowSize >> 20) MiB of a \(mib) MiB body | \(transport.name) | "
                    + "\(outcome) | | | \(peak(slow)) | ≤ 16 MiB |")
            if transport == .curl {
                // The bound backpressure keeps: a transport that stopped pausing would hold the whole body.
                try expect(
                    slow.allSatisfy { $0.rssRiseKiB <= 16 << 10 }, "CurlTransport's slow reader rose past 16 MiB")
            }
        }

        for transport in TransportChoice.available {
            let uploads = try (0..<rounds).map { _ in try child("upload", transport, sink.baseURL, big.path) }
            try expect(uploads.allSatisfy { $0.count == size }, "a \(transport.name) upload lost bytes")
            emit(
                "| \(mib) MiB upload from a file | \(transport.name) | \(rate(size, median(uploads.map(\.seconds)))) "
                    + "| | | \(peak(uploads)) | ≤ 16 MiB |")
        }

        for transport in TransportChoice.available {
            let events = try (0..<rounds).map { _ in try child("events", transport, streams.baseURL, "100000") }
            let perSecond = Double(100_000) / median(events.map(\.seconds))
            try expect(events.allSatisfy { $0.count == 100_000 }, "an SSE run lost events")
            emit(
                "| 100 000 SSE events | \(transport.name) | \(Int(perSecond)) events/s | | | \(peak(events)) "
                    + "| ≥ 50 000 events/s, all in order |")
        }
    }

    /// The highest peak RSS rise of `runs`, in MiB.
    private func peak(_ runs: [Figures]) -> String {
        "\((runs.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB"
    }

    private func expect(_ condition: Bool, _ failure: String) throws {
        guard condition else { throw Failure(failure) }
    }

    private func child(_ workload: String, _ transport: TransportChoice, _ url: String, _ file: String) throws
        -> Figures
    {
        let output = try Self.shell([CommandLine.arguments[0], "child", workload, transport.rawValue, url, file])
        guard let figures = Figures(line: output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure("\(workload): unexpected output \(output)")
        }
        return figures
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private func rate(_ bytes: Int, _ seconds: Double) -> String {
        String(format: "%.0f MiB/s", Double(bytes) / Double(1 << 20) / max(seconds, 1e-9))
    }

    private func ratio(_ value: Double) -> String { String(format: "%.2f ×", value) }

    /// A file of `size` bytes of a repeating pattern (not sparse, so the disk is really read).
    static func writeFile(_ file: URL, size: Int) throws {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let block = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        for _ in 0..<(size >> 20) { try handle.write(contentsOf: block) }
    }

    static func time(_ work: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = start.duration(to: .now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }

    @discardableResult
    static func shell(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure("\(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Writes `line` to standard output at once, so a long run shows each row as it is measured.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
