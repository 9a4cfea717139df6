// The in-flight registry: one request per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one request in flight per ``RequestKey`` and attaches every waiter that asks for the same key to it.
///
/// The first waiter starts the request in a task of its own and waits on it like every other waiter; a waiter that
/// arrives while it runs waits for the same answer. When the request finishes, every attached waiter gets the same
/// result and the key is forgotten, so the next waiter starts a new request.
///
/// Waiters are `CheckedContinuation`s, not unsafe ones. A fast request can resume its waiter before the waiter has
/// reached its suspension point; the runtime orders that correctly (an atomic status word), but in the 6.3 toolchain
/// that path carries no ThreadSanitizer annotation, so with an `UnsafeContinuation` — whose `resume` is inlined into
/// this module and instrumented — TSan reports the waiter's next continuation reusing the frame memory as a race.
/// `Scripts/tsan-continuation-repro.swift` shows it in 20 lines of plain Swift. A checked continuation resumes
/// inside the runtime library, adds misuse detection (a double or missing resume traps in every build), and costs
/// one small allocation per waiter.
///
/// Cancellation: the request belongs to no waiter, so a waiter that is cancelled — the first one included — is
/// detached alone and the request goes on for the others. Only when the last waiter leaves is the request's task
/// cancelled, on a plain thread.
final class InFlightRegistry: Sendable {
    typealias Fetch = @Sendable () async throws -> RESTResponse
    private typealias Waiter = CheckedContinuation<RESTResponse, any Error>

    private struct Flight {
        let id: UInt64
        /// The task sending the request; `nil` until `start` has recorded it.
        var task: Task<Void, Never>?
        var waiters: [(id: UInt64, continuation: Waiter)]
    }

    private struct State {
        var flights: [RequestKey: Flight] = [:]
        /// Flights whose last waiter left before their task was recorded; cancelled once it is.
        var abandoned: Set<UInt64> = []
        var lastID: UInt64 = 0

        mutating func nextID() -> UInt64 {
            lastID &+= 1
            return lastID
        }
    }

    /// What a waiter found when it asked for a key.
    private enum Arrival {
        case joined
        case first(flightID: UInt64)
        case cancelled
    }

    private let state = Locked(State())

    /// The number of distinct requests in flight.
    var count: Int { state.withLock { $0.flights.count } }

    /// The response for `key`: joins the request in flight, or starts `fetch` as the request others may join.
    ///
    /// - Throws: Whatever `fetch` throws; `CancellationError` when the calling task is cancelled.
    func response(for key: RequestKey, fetch: @escaping Fetch) async throws -> RESTResponse {
        let waiterID = state.withLock { $0.nextID() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                let arrival: Arrival = state.withLock { state in
                    if Task.isCancelled { return .cancelled }
                    if state.flights[key] != nil {
                        state.flights[key]?.waiters.append((waiterID, waiter))
                        return .joined
                    }
                    let flightID = state.nextID()
                    state.flights[key] = Flight(id: flightID, waiters: [(waiterID, waiter)])
                    return .first(flightID: flightID)
                }
                switch arrival {
                case .joined: break
                case .cancelled: waiter.resume(throwing: CancellationError())
                case .first(let flightID): start(key, flightID: flightID, fetch: fetch)
                }
            }
        } onCancel: {
            detach(waiterID, from: key)
        }
    }

    /// Sends the request in a task no waiter owns, then hands the result to every waiter still attached.
    private func start(_ key: RequestKey, flightID: UInt64, fetch: @escaping Fetch) {
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

    /// Detaches one cancelled waiter; the last one to leave cancels the request.
    private func detach(_ waiterID: UInt64, from key: RequestKey) {
        let (waiter, orphan): (Waiter?, Task<Void, Never>?) = state.withLock { state in
            guard let index = state.flights[key]?.waiters.firstIndex(where: { $0.id == waiterID }),
                let waiter = state.flights[key]?.waiters.remove(at: index).continuation
            else { return (nil, nil) }
            guard let flight = state.flights[key], flight.waiters.isEmpty else { return (waiter, nil) }
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
