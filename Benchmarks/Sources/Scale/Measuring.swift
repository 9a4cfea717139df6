// Measuring: the clock both processes share, percentiles, the open-file limit and a checked answer.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Nanoseconds on the system's monotonic clock, which every process of the machine reads alike: the event server
/// stamps each event with it and the client subtracts it from its own reading.
func monotonicNanos() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

/// The `fraction` percentile of `values` (nearest rank), or 0 for none.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// Seconds since `start`.
func elapsedSeconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = start.duration(to: .now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

/// Milliseconds, printed with two decimals.
func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

/// Raises this process's limit on open descriptors to at least `wanted` (its children inherit it); the kernel's
/// ceiling is `fs.nr_open`.
///
/// - Throws: ``Failure`` when the kernel refuses: the workload would run out of sockets part-way.
func raiseOpenFileLimit(to wanted: Int) throws {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    guard Int(limit.rlim_cur) < wanted else { return }
    limit.rlim_cur = rlim_t(wanted)
    limit.rlim_max = max(limit.rlim_max, rlim_t(wanted))
    guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
        throw Failure(description: "cannot raise RLIMIT_NOFILE to \(wanted): errno \(errno) (run as root or raise it)")
    }
}

/// Why a workload stopped: an answer was not what the server sent, or something it needs is missing.
struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// Throws ``Failure`` saying `what` unless `condition` holds.
func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    guard condition else { throw Failure(description: what()) }
}

/// "met" or "missed", for the goal columns.
func verdict(_ met: Bool) -> String { met ? "met" : "**missed**" }
