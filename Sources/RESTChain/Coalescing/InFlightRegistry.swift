// The in-flight registry: one request per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one request in flight per ``RequestKey`` and attaches every waiter that asks for the same key to it.
///
/// The first waiter sends the request itself, in its own task: a GET nobody joins costs a lock and a dictionary
/// entry, with no task made and no thread hop. A waiter that arrives while it runs waits for the same answer. When
/// the request finishes, every attached waiter gets the same result and the key is forgotten, so the next waiter
/// starts a new request.
///
/// Cancellation: a waiter that joined is detached alone, and the request goes on. The first waiter's request runs
/// in its own task, so its cancellation stops that request; if others are waiting, the request is sent again for
/// them in a task of their own (``ClientConfiguration/coalescesRequests``), which is cancelled, on a plain thread,
/// only when the last of them leaves.
final class InFlightRegistry: Sendable {
    typealias Fetch = @Sendable () async throws -> RESTResponse
    private typealias Waiter = UnsafeContinuation<RESTResponse, any Error>

    private struct Flight {
        let id: UInt64
        /// The shared task sending the request again for the waiters of a cancelled first waiter.
        var task: Task<Void, Never>?
        var isShared = false
        var waiters: [(id: UInt64, continuation: Waiter)] = []
    }

    private struct State {
        var flights: [RequestKey: Flight] = [:]
        /// Shared flights whose last waiter left before their task was recorded; cancelled once it is.
        var abandoned: Set<UInt64> = []
        var lastID: UInt64 = 0

        mutating func nextID() -> UInt64 {
            lastID &+= 1
            return lastID
        }
    }

    /// Tells a waiter that the flight it meant to join has just finished: it sends the request itself.
    private struct FlightLanded: Error {}

    private let state = Locked(State())

    /// The number of distinct requests in flight.
    var count: Int { state.withLock { $0.flights.count } }

    /// The response for `key`: joins the request in flight, or sends `fetch` in the calling task.
    ///
    /// - Throws: Whatever `fetch` throws; `CancellationError` when the calling task is cancelled.
    func response(for key: RequestKey, fetch: @escaping Fetch) async throws -> RESTResponse {
        while true {
            let flightID: UInt64? = state.withLock { state in
                guard state.flights[key] == nil else { return nil }
                let id = state.nextID()
                state.flights[key] = Flight(id: id)
                return id
            }
            if let flightID { return try await drive(key, flightID: flightID, fetch: fetch) }
            do {
                return try await join(key)
            } catch is FlightLanded {
                continue
            }
        }
    }

    /// Sends the request in the calling task, then hands the result to whoever joined.
    private func drive(_ key: RequestKey, flightID: UInt64, fetch: @escaping Fetch) async throws -> RESTResponse {
        let result: Result<RESTResponse, any Error>
        do {
            result = .success(try await fetch())
        } catch {
            result = .failure(error)
        }
        let resend = Task.isCancelled && (try? result.get()) == nil
        let waiters: [(id: UInt64, continuation: Waiter)]? = state.withLock { state in
            guard state.flights[key]?.id == flightID else { return [] }
            if resend, state.flights[key]?.waiters.isEmpty == false {
                state.flights[key]?.isShared = true
                return nil
            }
            return state.flights.removeValue(forKey: key)?.waiters ?? []
        }
        if let waiters {
            for waiter in waiters { waiter.continuation.resume(with: result) }
        } else {
            share(key, flightID: flightID, fetch: fetch)
        }
        return try result.get()
    }

    /// Sends the request again in a task of its own, for the waiters a cancelled first waiter left behind.
    private func share(_ key: RequestKey, flightID: UInt64, fetch: @escaping Fetch) {
        let task = Task { [self] in
            let result: Result<RESTResponse, any Error>
            do {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
            let waiters: [(id: UInt64, continuation: Waiter)] = state.withLock { state in
                guard state.flights[key]?.id == flightID else { return [] }
                return state.flights.removeValue(forKey: key)?.waiters ?? []
            }
            for waiter in waiters { waiter.continuation.resume(with: result) }
        }
        let abandoned: Bool = state.withLock { state in
            if state.abandoned.remove(flightID) != nil { return true }
            if state.flights[key]?.id == flightID { state.flights[key]?.task = task }
            return false
        }
        if abandoned { CancellationQueue.async { task.cancel() } }
    }

    /// Waits for the answer of the request in flight for `key`.
    ///
    /// - Throws: ``FlightLanded`` when it finished before this waiter could join.
    private func join(_ key: RequestKey) async throws -> RESTResponse {
        let waiterID = state.withLock { $0.nextID() }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (waiter: Waiter) in
                let outcome: (any Error)? = state.withLock { state in
                    if Task.isCancelled { return CancellationError() }
                    guard state.flights[key] != nil else { return FlightLanded() }
                    state.flights[key]?.waiters.append((waiterID, waiter))
                    return nil
                }
                if let outcome { waiter.resume(throwing: outcome) }
            }
        } onCancel: {
            detach(waiterID, from: key)
        }
    }

    private func detach(_ waiterID: UInt64, from key: RequestKey) {
        let (waiter, orphan): (Waiter?, Task<Void, Never>?) = state.withLock { state in
            guard let index = state.flights[key]?.waiters.firstIndex(where: { $0.id == waiterID }),
                let waiter = state.flights[key]?.waiters.remove(at: index).continuation
            else { return (nil, nil) }
            // The first waiter's own request goes on without the waiters that leave it.
            guard let flight = state.flights[key], flight.isShared, flight.waiters.isEmpty else { return (waiter, nil) }
            state.flights[key] = nil
            if flight.task == nil { state.abandoned.insert(flight.id) }
            return (waiter, flight.task)
        }
        waiter?.resume(throwing: CancellationError())
        // `Task.cancel()` runs the fetch's cancellation handlers on the calling thread; a transport's may wait
        // on URLSession, so it never runs here, in a cancellation handler on the cooperative pool.
        if let orphan { CancellationQueue.async { orphan.cancel() } }
    }
}
