// Table: the medians of each workload and the other transports' ratio to RESTChain's, as Markdown.
import Foundation

/// The results as a Markdown table: one row per workload, the median per transport, and each other transport's
/// median divided by RESTChain's (above 1: RESTChain is faster).
struct Table: CustomStringConvertible {
    let results: [String: [String: [Duration]]]
    let transports: [String]
    let requests: Int
    let rounds: Int

    var description: String {
        let others = transports.dropFirst()
        var lines = [
            "\(requests) calls per workload, median of \(rounds) interleaved rounds (ms); ratio = other / RESTChain",
            "",
            "| workload | " + transports.joined(separator: " | ") + " | "
                + others.map { "\($0) / RESTChain" }.joined(separator: " | ") + " |",
            "| --- |" + String(repeating: " ---: |", count: transports.count + others.count),
        ]
        for workload in Workload.all(requests: 1).map(\.name) {
            let medians = transports.map { median(results[workload]?[$0] ?? []) }
            let ratios = medians.dropFirst().map { String(format: "%.2f", $0 / max(medians[0], 1e-9)) }
            lines.append(
                "| \(workload) | " + medians.map { String(format: "%.1f", $0) }.joined(separator: " | ") + " | "
                    + ratios.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The median in milliseconds.
    private func median(_ durations: [Duration]) -> Double {
        guard !durations.isEmpty else { return .nan }
        let sorted = durations.sorted()
        let (seconds, attoseconds) = sorted[sorted.count / 2].components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
