// PageWalk: the peak memory of a prefetching page walk, each size in a process of its own.
import BenchmarkBodies
import Foundation
import LoopbackServer
import RESTChain

#if canImport(Glibc)
    import Glibc
#endif

/// A walk over `/items` with 4 pages prefetched; memory is measured per process, so each size runs in a child.
enum PageWalk {
    /// Walks `total` items in pages of 100 (each 1 ms late), checks that all arrived in order, and prints the
    /// process's peak resident memory in kilobytes; `cached: false` turns the client's HTTP cache off.
    static func walk(total: Int, cached: Bool = true) async throws {
        let server = try LoopbackServer(totalItems: total, pageDelay: .milliseconds(1))
        defer { server.stop() }
        let api = try RESTClient(
            baseURL: server.baseURL,
            pagination: .pageNumber(pageKey: "page", pageSizeKey: "per_page", totalPagesHeader: "X-WP-TotalPages")
        ).configured { if !cached { $0.cache = nil } }
        var count = 0
        let items = api.get("items").query(key: "per_page", value: "100").items(of: Item.self)
        for try await item in items.prefetching(maxConcurrentPages: 4) {
            count += 1
            try check(item.id == count, "item \(item.id) arrived as number \(count)")
        }
        try check(count == total, "\(count) of \(total) items")
        print(peakResidentKilobytes())
    }

    /// The process's peak resident memory in kilobytes: `VmHWM` on Linux, whose `ru_maxrss` keeps the parent's
    /// peak across `fork` and `exec`.
    static func peakResidentKilobytes() -> Int {
        #if os(Linux)
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        #else
            var usage = rusage()
            getrusage(RUSAGE_SELF, &usage)
            return usage.ru_maxrss / 1024
        #endif
    }

    /// Runs a walk over each of `totals` in a child process, with the default HTTP cache and without, and prints
    /// the peak memory of each: the cache keeps every page it may (up to its 16 MiB), the walk only its window.
    static func compare(_ totals: [Int]) throws {
        try compare(totals, cached: true)
        try compare(totals, cached: false)
    }

    private static func compare(_ totals: [Int], cached: Bool) throws {
        let client = cached ? "the default client (16 MiB HTTP cache)" : "no HTTP cache (`cache = nil`)"
        print("\n## Page walk, 4 pages prefetched, \(client), peak resident memory (one process each)\n")
        print("| items | peak RSS | ÷ \(totals[0]) items |")
        print("|---:|---:|---:|")
        var first: Double?
        for total in totals {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["walk", "\(total)"] + (cached ? [] : ["uncached"])
            let output = Pipe()
            child.standardOutput = output
            try child.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard child.terminationStatus == 0, let kilobytes = Double(text) else {
                throw UnexpectedAnswer(description: "the walk over \(total) items failed: \(text)")
            }
            first = first ?? kilobytes
            print(
                "| \(total) | \(String(format: "%.1f MB", kilobytes / 1024)) | \(String(format: "%.3f", kilobytes / first!)) |"
            )
        }
    }
}
