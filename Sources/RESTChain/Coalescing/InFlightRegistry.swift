// The in-flight registry: one task per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one running task per ``RequestKey`` and attaches every waiter that asks for the same key to it.
///
/// When the task finishes, every attached waiter gets the same result and the key is forgotten, so the next
/// waiter starts a new request. A waiter whose Swift task is cancelled is detached alone; when the last
/// waiter leaves, the shared task is cancelled on a plain thread (which cancels the URLSession task).
actor InFlightRegistry {
    private typealias Waiter = CheckedContinuation<RESTResponse, any Error>

    private struct Entry {
        let id: UInt64
        var task: Task<Void, Never>?
        var waiters: [UInt64: Waiter]
    }

    private var entries: [RequestKey: Entry] = [:]
    private var lastID: UInt64 = 0

    /// The number of distinct requests in flight.
    var count: Int { entries.count }

    /// The response for `key`: joins the task in flight, or starts `fetch` as a new one.
    ///
    /// - Throws: Whatever `fetch` throws; `CancellationError` when the calling task is cancelled.
    func response(
        for key: RequestKey,
        fetch: @escaping @Sendable () async throws -> RESTResponse
    ) async throws -> RESTResponse {
        let waiterID = nextID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                attach(waiter, id: waiterID, to: key, fetch: fetch)
            }
        } onCancel: {
            Task { await self.detach(waiterID, from: key) }
        }
    }

    private func attach(
        _ waiter: Waiter,
        id waiterID: UInt64,
        to key: RequestKey,
        fetch: @escaping @Sendable () async throws -> RESTResponse
    ) {
        if Task.isCancelled {
            waiter.resume(throwing: CancellationError())
        } else if entries[key] != nil {
            entries[key]?.waiters[waiterID] = waiter
        } else {
            let entryID = nextID()
            entries[key] = Entry(id: entryID, task: nil, waiters: [waiterID: waiter])
            // Not isolated to the registry: the fetch runs on the global executor from its first instruction.
            let registry = self
            entries[key]?.task = Task {
                let result: Result<RESTResponse, any Error>
                do {
                    result = .success(try await fetch())
                } catch {
                    result = .failure(error)
                }
                await registry.finish(key, entryID: entryID, with: result)
            }
        }
    }

    private func finish(_ key: RequestKey, entryID: UInt64, with result: Result<RESTResponse, any Error>) {
        guard let entry = entries[key], entry.id == entryID else { return }
        entries[key] = nil
        for waiter in entry.waiters.values { waiter.resume(with: result) }
    }

    private func detach(_ waiterID: UInt64, from key: RequestKey) {
        guard let waiter = entries[key]?.waiters.removeValue(forKey: waiterID) else { return }
        waiter.resume(throwing: CancellationError())
        if let entry = entries[key], entry.waiters.isEmpty {
            entries[key] = nil
            // `Task.cancel()` runs the fetch's cancellation handlers on the calling thread; a transport's may wait
            // on URLSession, so it never runs on the registry's (cooperative) thread.
            if let task = entry.task { CancellationQueue.async { task.cancel() } }
        }
    }

    private func nextID() -> UInt64 {
        lastID &+= 1
        return lastID
    }
}
