// Watchdog: a plain thread that ends the test process when the work it watches stops making progress.

import Foundation
import RESTChain

/// Watches work that could hang, from a plain `Thread` — not one of Swift's cooperative threads, which a hang
/// may have taken — and ends the process with a message when an arm lasts longer than its limit, so a hang fails
/// the run instead of stalling it forever.
///
/// ```swift
/// let watchdog = Watchdog(name: "stress")
/// for iteration in 0..<500 {
///     watchdog.arm(seconds: 10, "iteration \(iteration)")
///     try await oneRace()
///     watchdog.disarm()
/// }
/// watchdog.stop()
/// ```
public final class Watchdog: Sendable {
    private struct State {
        var deadline: Date?
        var label = ""
        var stopped = false
    }

    private let state = Locked(State())
    private let name: String

    /// Starts the watching thread.
    ///
    /// - Parameter name: What is watched, for the message printed before the process ends.
    public init(name: String) {
        self.name = name
        let state = state
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                let (expired, label, stopped) = state.withLock { state in
                    (state.deadline.map { Date() > $0 } ?? false, state.label, state.stopped)
                }
                if stopped { return }
                if expired {
                    FileHandle.standardError.write(Data("WATCHDOG: \(name) hung at \(label)\n".utf8))
                    exit(86)
                }
            }
        }
    }

    /// Starts a limit of `seconds` for the step named `label`.
    public func arm(seconds: TimeInterval, _ label: String) {
        state.withLock { state in
            state.deadline = Date(timeIntervalSinceNow: seconds)
            state.label = label
        }
    }

    /// Ends the current limit.
    public func disarm() {
        state.withLock { $0.deadline = nil }
    }

    /// Ends the watching thread.
    public func stop() {
        state.withLock { $0.stopped = true }
    }
}

/// Runs `body` under a ``Watchdog``: if it runs longer than `seconds`, the process ends with a message naming
/// `name`, so a hang fails the run even when it has taken every cooperative thread.
///
/// ```swift
/// try await withWatchdog { try await store.save(notes) }
/// ```
///
/// - Parameters:
///   - seconds: The limit.
///   - name: What is watched; the calling function unless given.
///   - body: The work that could hang.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withWatchdog<Value>(
    seconds: TimeInterval = 60, name: String = #function, _ body: () async throws -> Value
) async rethrows -> Value {
    let watchdog = Watchdog(name: name)
    watchdog.arm(seconds: seconds, "the watched body")
    defer { watchdog.stop() }
    return try await body()
}
