// Harness: the servers, the baselines and the table of every workload against its goal.
import Foundation
import NginxServer

/// Starts nginx (1 GiB served by sendfile) and the python servers, runs each workload in child processes, and
/// prints medians against the goals of issue #35.
struct Harness {
    let size: Int
    let rounds: Int

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
        emit("# RESTChain big bodies: \(mib) MiB over URLSessionTransport, nginx \(nginx.version), \(rounds) rounds\n")
        emit("| workload | RESTChain | baseline | ratio | peak RSS rise | goal |")
        emit("|---|---|---|---|---|---|")

        var curl: [Double] = []
        var ours: [Figures] = []
        var progress: [Figures] = []
        for _ in 0..<rounds {
            curl.append(try Self.time { try Self.shell(["curl", "-s", "-o", target, nginx.baseURL + "/big.bin"]) })
            ours.append(try child("download", nginx.baseURL, target))
            progress.append(try child("download-progress", nginx.baseURL, target))
        }
        let curlTime = median(curl)
        let ourTime = median(ours.map(\.seconds))
        emit(
            "| \(mib) MiB download to a file | \(rate(size, ourTime)) | curl -o \(rate(size, curlTime)) | "
                + "\(ratio(curlTime / ourTime)) | \((ours.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB | ≥ 0.9 ×, ≤ 32 MiB |"
        )
        let progressTime = median(progress.map(\.seconds))
        emit(
            "| the same with progress | \(rate(size, progressTime)) | without \(rate(size, ourTime)) | "
                + "\(ratio(progressTime / ourTime)) | \((progress.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB | ≤ 1.01 × |"
        )

        let slow = try (0..<rounds).map { _ in try child("slow-consumer", nginx.baseURL, "") }
        emit(
            "| slow bytes() consumer, 256 MiB of a 1 GiB stream | \(rate(256 << 20, median(slow.map(\.seconds)))) | | | "
                + "\((slow.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB | ≤ 16 MiB |")

        let uploads = try (0..<rounds).map { _ in try child("upload", sink.baseURL, big.path) }
        emit(
            "| \(mib) MiB upload from a file | \(rate(size, median(uploads.map(\.seconds)))) | | | "
                + "\((uploads.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB | ≤ 16 MiB |")

        let events = try (0..<rounds).map { _ in try child("events", streams.baseURL, "100000") }
        let perSecond = Double(100_000) / median(events.map(\.seconds))
        emit(
            "| 100 000 SSE events | \(Int(perSecond)) events/s | | | \((events.map(\.rssRiseKiB).max() ?? 0) >> 10) MiB "
                + "| ≥ 50 000 events/s, all in order |")
        guard events.allSatisfy({ $0.count == 100_000 }) else { throw Failure("an SSE run lost events") }
    }

    private func child(_ workload: String, _ url: String, _ file: String) throws -> Figures {
        let output = try Self.shell([CommandLine.arguments[0], "child", workload, url, file])
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
