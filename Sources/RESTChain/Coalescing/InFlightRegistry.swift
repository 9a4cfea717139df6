// The in-flight registry: one request per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one request in flight per ``RequestKey`` and attaches every waiter that asks for the same key to it.
///
/// The first waiter starts the request in a task of its own and waits on it like every other waiter; a waiter that
/// arrives while it runs waits for the same answer. When the request finishes, every attached waiter gets the same
/// result and the key is forgotten, so the next waiter starts a new request.
///
/// The first waiter starts that task with `Task.immediate` before it waits, so the request runs on the waiter's
/// thread up to its first suspension (the network) instead of waiting for a thread of the pool: one hop fewer per
/// GET. The waiter's continuation does not exist yet at that point; when the request is over before it does, the
/// result waits in the table for it (``InFlightState/early``). After the network, that task goes on on the thread
/// that completed its transfer when it runs only RESTChain's own code and few requests are in flight
/// (``InlineResumption``): the waiters are then scheduled once, as `URLSession` schedules a caller by hand.
///
/// Waiters are `CheckedContinuation`s: a fast request may resume its waiter before the waiter reaches its
/// suspension point, which a checked continuation orders inside the runtime, and a double or missing resume traps
/// in every build instead of being undefined.
///
/// Cancellation: the request belongs to no waiter, so a waiter that is cancelled — the first one included — is
/// detached alone and the request goes on for the others. Only when the last waiter leaves is the request's task
/// cancelled, on a plain thread.
final class InFlightRegistry: Sendable {
    typealias Fetch = @Sendable () async throws -> RESTResponse

    /// What a waiter found when it asked for a key.
    private enum Arrival {
        case joined
        case finished(Result<RESTResponse, any Error>)
        case cancelled(orphan: Task<Void, Never>?)
        case restart(flightID: UInt64)
    }

    private let state = Locked(InFlightState())

    /// The number of distinct requests in flight.
    var count: Int { state.withLock { $0.flights.count } }

    /// The response for `key`: joins the request in flight, or starts `fetch` as the request others may join.
    ///
    /// - Parameters:
    ///   - key: What identical GETs share.
    ///   - mayResumeInline: Whether `fetch` runs only RESTChain's own code after the network, so that its task may
    ///     go on on the thread that completes its transfer (``InlineResumption``); it does only while few requests
    ///     are in flight.
    ///   - fetch: Sends the request, when no identical one is in flight.
    /// - Returns: The response of the one request, shared by every waiter.
    /// - Throws: Whatever `fetch` throws; `CancellationError` when the calling task is cancelled.
    func response(for key: RequestKey, mayResumeInline: Bool, fetch: @escaping Fetch) async throws -> RESTResponse {
        let (waiterID, first, inline): (UInt64, UInt64?, Bool) = state.withLock { state in
            let waiterID = state.nextID()
            guard state.flights[key] == nil, !Task.isCancelled else { return (waiterID, nil, false) }
            let flightID = state.nextID()
            let inline = mayResumeInline && state.flights.count < InlineResumption.flightLimit
            state.flights[key] = InFlightState.Flight(id: flightID, pendingFirst: waiterID)
            return (waiterID, flightID, inline)
        }
        if let first { start(key, flightID: first, immediately: true, resumesInline: inline, fetch: fetch) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: InFlightState.Waiter) in
                let arrival: Arrival = state.withLock { state in
                    if let result = state.early.removeValue(forKey: waiterID) { return .finished(result) }
                    if Task.isCancelled { return .cancelled(orphan: state.leave(pending: waiterID, from: key)) }
                    if let index = state.flights.index(forKey: key) {
                        state.flights.values[index].attach(waiterID, waiter)
                        return .joined
                    }
                    // A joiner whose request ended before it attached: it starts the next one.
                    let flightID = state.nextID()
                    state.flights[key] = InFlightState.Flight(id: flightID, waiters: [(waiterID, waiter)])
                    return .restart(flightID: flightID)
                }
                switch arrival {
                case .joined: break
                case .finished(let result): waiter.resume(with: result)
                case .cancelled(let orphan):
                    waiter.resume(throwing: CancellationError())
                    if let orphan { CancellationQueue.async { orphan.cancel() } }
                case .restart(let flightID):
                    start(key, flightID: flightID, immediately: false, resumesInline: false, fetch: fetch)
                }
            }
        } onCancel: {
            detach(waiterID, from: key)
        }
    }

    /// Sends the request in a task no waiter owns, then hands the result to every waiter attached (and to a first
    /// waiter not attached yet). `immediately` runs it on this thread up to its first suspension; only a caller
    /// outside a continuation's closure may ask for that (inside one, the task could resume the continuation
    /// before the closure has returned). `resumesInline` lets the task go on where its transfer completes.
    private func start(
        _ key: RequestKey,
        flightID: UInt64,
        immediately: Bool,
        resumesInline: Bool,
        fetch: @escaping Fetch
    ) {
        let operation: @Sendable () async -> Void = { [self] in
            let result: Result<RESTResponse, any Error>
            do {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
            let waiters = state.withLock { $0.finish(key, flightID: flightID, with: result) }
            for waiter in waiters { waiter.resume(with: result) }
        }
        let task: Task<Void, Never>
        if immediately, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) {
            task = Task.immediate(
                executorPreference: resumesInline ? InlineResumption.Executor.shared : nil, operation: operation)
        } else {
            task = Task(operation: operation)
        }
        let abandoned: Bool = state.withLock { state in
            if state.abandoned.remove(flightID) != nil { return true }
            if let index = state.flights.index(forKey: key), state.flights.values[index].id == flightID {
                state.flights.values[index].task = task
            }
            return false
        }
        if abandoned { CancellationQueue.async { task.cancel() } }
    }

    /// Detaches one cancelled waiter; the last one to leave cancels the request.
    private func detach(_ waiterID: UInt64, from key: RequestKey) {
        let (waiter, orphan) = state.withLock { $0.detach(waiterID, from: key) }
        waiter?.resume(throwing: CancellationError())
        // `Task.cancel()` runs the fetch's cancellation handlers on the calling thread; a transport's may wait
        // on URLSession, so it never runs here, in a cancellation handler on the cooperative pool.
        if let orphan { CancellationQueue.async { orphan.cancel() } }
    }
}
