// BulkPull: the bulk workload's server (real Guild Wars 2 items, served by nginx) and the client's CPU per item.
import BenchmarkBodies
import Foundation
import GuildWars2API
import LoopbackServer
import NginxServer

/// Runs `Ratios bulk` against nginx in a process of its own, answering after 20 ms, so that the pull's time is the
/// client's alone, as it is against a distant API: once with real items from the committed corpus, once with the
/// synthetic trophies the in-process server sends (small, all alike). With `--in-process-server`, or without nginx
/// and its echo module, the synthetic items come from the in-process server, which shares the client's cores.
enum BulkPull {
    static func run(requests: Int, rounds: Int, inProcess server: LoopbackServer, nginxAllowed: Bool) async throws {
        let count = requests * GuildWars2.maximumIDsPerRequest
        let inProcess = BulkWorkloads(
            baseURL: server.baseURL, ids: Array(1...count), server: "the in-process SwiftNIO server, synthetic items")
        guard nginxAllowed, NginxServer.executable != nil else { return try await measure(inProcess, rounds: rounds) }
        let synthetic = (1...count).map { (id: $0, json: Substring(Bodies.items(ids: [$0]).dropFirst().dropLast())) }
        for (name, items) in [("real items", try corpusItems(count)), ("synthetic items", synthetic)] {
            let nginx: NginxServer
            do {
                nginx = try NginxServer(serving: [:], answerDelay: .milliseconds(20), mapping: answers(for: items))
            } catch let failure as NginxServer.StartFailure {
                print("\n# bulk: \(failure); against the in-process server")
                return try await measure(inProcess, rounds: rounds)
            }
            defer { nginx.stop() }
            let workload = BulkWorkloads(
                baseURL: nginx.baseURL, ids: items.map(\.id), server: "\(nginx.version), a process of its own, \(name)")
            try await measure(workload, rounds: rounds)
        }
    }

    private static func measure(_ workload: BulkWorkloads, rounds: Int) async throws {
        let cpu = CPUTally()
        try await workload.comparison(cpu: cpu).run(rounds: rounds)
        cpu.print(items: workload.ids.count)
    }

    /// The first `count` items of the corpus, each with its id and its JSON as the API sent it.
    static func corpusItems(_ count: Int) throws -> [(id: Int, json: Substring)] {
        struct Identified: Decodable { let id: Int }
        let lines = try GuildWars2Corpus.itemLines().prefix(count)
        try check(lines.count == count, "the corpus has \(lines.count) items, not \(count)")
        let decoder = JSONDecoder()
        return try lines.map {
            (try decoder.decode(Identified.self, from: Data($0)).id, Substring(decoding: $0, as: UTF8.self))
        }
    }

    /// Each request's answer, keyed by its `ids` value: its items, in the order asked, as the API answers. Any other
    /// value gets `[]`, so an id the run did not prepare shows as a missing id and fails the run's check.
    static func answers(for items: [(id: Int, json: Substring)]) -> NginxServer.MappedAnswers {
        let size = GuildWars2.maximumIDsPerRequest
        let keys = BulkWorkloads.chunks(of: items.map(\.id))
        let bodies = stride(from: 0, to: items.count, by: size).map {
            "[" + items[$0..<min($0 + size, items.count)].map(\.json).joined(separator: ",") + "]"
        }
        return NginxServer.MappedAnswers(
            path: "v2/items", argument: "ids", answers: Dictionary(uniqueKeysWithValues: zip(keys, bodies)),
            unmatched: "[]")
    }
}

/// The process's CPU time (user and system, every thread) over each run of each variant: with the server in a
/// process of its own, that is the client's cost of the pull.
final class CPUTally: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [String: [(cpu: Double, wall: Double)]] = [:]
    private var order: [String] = []

    /// `variant`, its runs measured.
    func measuring(_ variant: Variant) -> Variant {
        Variant(name: variant.name) {
            let (cpu, wall) = (Self.processCPU(), ContinuousClock.now)
            try await variant.run()
            let elapsed = wall.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            self.record(variant.name, cpu: Self.processCPU() - cpu, wall: seconds)
        }
    }

    /// Prints each variant's median CPU time per item and how many cores it kept busy.
    func print(items: Int) {
        let runs = lock.withLock { order.map { ($0, self.runs[$0] ?? []) } }
        guard runs.contains(where: { $0.1.count > 1 }) else { return }
        Swift.print("\nThe client's CPU time (this process; medians of every run, warm-up included):\n")
        Swift.print("| variant | CPU | µs per item | cores busy (CPU ÷ wall) |")
        Swift.print("|---|---:|---:|---:|")
        for (name, samples) in runs {
            let cpu = Comparison.median(samples.map(\.cpu))
            let busy = Comparison.median(samples.map { $0.cpu / $0.wall })
            Swift.print(
                "| \(name) | \(Comparison.format(cpu)) | \(String(format: "%.1f", cpu / Double(items) * 1e6)) | "
                    + "\(String(format: "%.2f", busy)) |")
        }
    }

    private func record(_ name: String, cpu: Double, wall: Double) {
        lock.withLock {
            if runs[name] == nil { order.append(name) }
            runs[name, default: []].append((cpu, wall))
        }
    }

    /// CPU seconds of every thread of this process so far (`CLOCK_PROCESS_CPUTIME_ID`: exact, where `getrusage`
    /// counts scheduler ticks).
    private static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
