// Comparison: interleaved rounds of a workload's variants, medians, and each median as a ratio to the baseline's.
import Foundation

/// One way of doing a workload's work; `run` checks its own answers and throws when they are wrong.
struct Variant: Sendable {
    let name: String
    let run: @Sendable () async throws -> Void
}

/// The variants of one workload, the first being the baseline the others are divided by.
struct Comparison: Sendable {
    let title: String
    let variants: [Variant]
    /// Pairs `(a, b)` whose ratio `a ÷ b` is printed too, with the goal it should meet, if any.
    var extraRatios: [(String, String, goal: String)] = []

    /// Runs each variant once to warm up (connections, caches), then `rounds` rounds, each variant once per round
    /// in an order that rotates, and prints the medians.
    func run(rounds: Int) async throws {
        if let only = ProcessInfo.processInfo.environment["RATIOS_ONLY"] {
            // For a profiler: the one variant named, warm-up included, and no figures.
            for variant in variants where variant.name == only {
                for _ in 0...rounds { try await variant.run() }
            }
            return
        }
        let variants = chosen
        for variant in variants { try await variant.run() }
        var times = Array(repeating: [Double](), count: variants.count)
        for round in 0..<rounds {
            for offset in 0..<variants.count {
                let index = (round + offset) % variants.count
                let start = ContinuousClock.now
                try await variants[index].run()
                let elapsed = start.duration(to: .now)
                times[index].append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        let medians = times.map(Self.median)
        print("\n## \(title) (\(rounds) interleaved rounds, medians)\n")
        print("| variant | median | ÷ \(variants[0].name) |")
        print("|---|---:|---:|")
        for (variant, median) in zip(variants, medians) {
            print("| \(variant.name) | \(Self.format(median)) | \(String(format: "%.3f", median / medians[0])) |")
        }
        for (numerator, denominator, goal) in extraRatios {
            guard let a = variants.firstIndex(where: { $0.name == numerator }),
                let b = variants.firstIndex(where: { $0.name == denominator })
            else { continue }
            let ratio = String(format: "%.3f", medians[a] / medians[b])
            print("\n\(numerator) ÷ \(denominator): **\(ratio)**" + (goal.isEmpty ? "" : " (goal: \(goal))"))
        }
    }

    /// The variants `RATIOS_VARIANTS` names (separated by `;`, the first the baseline), or all of them: a change
    /// to one path is measured against its yardsticks in less time, still in interleaved rounds.
    private var chosen: [Variant] {
        guard let names = ProcessInfo.processInfo.environment["RATIOS_VARIANTS"] else { return variants }
        return names.split(separator: ";").compactMap { name in variants.first { $0.name == name } }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func format(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
    }
}

/// Thrown when an answer is not what the server sends, so that nothing is measured that did not work.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    let description: String
}

/// Throws ``UnexpectedAnswer`` saying `what` unless `condition` holds.
func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    guard condition else { throw UnexpectedAnswer(description: what()) }
}
