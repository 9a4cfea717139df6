// Gate: holds stubbed requests until a test opens it, so that tests order events without counting on time.
import Foundation

/// Requests wait at a gate until the test opens it; a waiter whose task is cancelled leaves with
/// `CancellationError`.
actor Gate {
    private var isOpen = false
    private var waiting: [UUID: CheckedContinuation<Void, any Error>] = [:]

    /// Lets every waiter through, now and later.
    func open() {
        isOpen = true
        for waiter in waiting.values { waiter.resume() }
        waiting = [:]
    }

    /// Returns once the gate is open.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled first.
    func pass() async throws {
        guard !isOpen else { return }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    waiter.resume(throwing: CancellationError())
                } else {
                    waiting[id] = waiter
                }
            }
        } onCancel: {
            Task { await self.leave(id) }
        }
    }

    private func leave(_ id: UUID) {
        waiting.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }
}
