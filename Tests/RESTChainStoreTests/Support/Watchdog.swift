// A watchdog for tests that wait on something: the body fails instead of hanging past its limit.

/// The error a watched body throws when it ran past its limit.
struct WatchdogTimeout: Error, CustomStringConvertible {
    let seconds: Int
    var description: String { "the test body did not finish within \(seconds) s" }
}

/// Runs `body`, cancelling it and throwing ``WatchdogTimeout`` when it runs longer than `seconds`.
func withWatchdog<Value: Sendable>(
    seconds: Int = 60, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw WatchdogTimeout(seconds: seconds) }
        return value
    }
}
