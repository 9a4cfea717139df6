// Polling until a condition holds, for assertions about things the server sees a little later.

/// Evaluates a condition every 20 ms until it holds or the timeout passes.
///
/// The timeout is a bound against hanging, not a speed target: a condition that holds returns at once, so it is
/// generous (20 s) for the ThreadSanitizer run on 2 busy cores, where a background task can wait seconds for a thread.
///
/// Use it for effects that reach the server asynchronously, such as a cancelled request's disconnect:
/// `#expect(try await eventually { try await server.stats(path: "/delay/2000/x").disconnected == 1 })`.
///
/// - Parameters:
///   - timeout: How long to keep trying; twenty seconds unless given.
///   - condition: The check to repeat; it may query the server.
/// - Returns: `true` as soon as the condition holds, `false` if it still fails when time is up.
/// - Throws: Whatever the condition throws, or `CancellationError` when the task is cancelled.
public func eventually(
    timeout: Duration = .seconds(20),
    _ condition: @Sendable () async throws -> Bool
) async throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try await condition() {
            return true
        }
        if clock.now >= deadline {
            return false
        }
        try await Task.sleep(for: .milliseconds(20))
    }
}
