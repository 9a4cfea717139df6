// Concurrently: a fixed number of calls with a fixed number in flight, each to a URL of its own.
import Foundation

/// Runs `total` calls of `body`, `inFlight` at a time, each with its own number in `first..<first + total`.
///
/// Each of the `inFlight` workers makes its calls one after another, so exactly `inFlight` are in flight until
/// fewer than that are left.
public func concurrently(
    _ total: Int,
    inFlight: Int,
    from first: Int = 0,
    _ body: @escaping @Sendable (Int) async throws -> Void
) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for worker in 0..<min(inFlight, max(total, 1)) {
            group.addTask {
                for number in stride(from: first + worker, to: first + total, by: inFlight) { try await body(number) }
            }
        }
        try await group.waitForAll()
    }
}

/// Numbers no earlier call took: a run that takes its requests' numbers here sends each to a URL new to every
/// client (`?n=…`), so none is coalesced or answered by a cache.
public final class FreshNumbers: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    /// Starts at 0.
    public init() {}

    /// The first of `count` numbers that no earlier call returned.
    public func take(_ count: Int) -> Int {
        lock.withLock {
            defer { next += count }
            return next
        }
    }
}
