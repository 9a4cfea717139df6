// The in-flight registry: one request per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one request in flight per ``RequestKey`` and attaches every waiter that asks for the same key to it.
///
/// A waiter that arrives while a request runs waits for the same answer. When the request finishes, every attached
/// waiter gets the same result and the key is forgotten, so the next waiter starts a new request. Who sends the
/// request depends on the ``Sharing`` the caller asks for.
///
/// ``Sharing/callerDrives``: the first waiter sends the request on its own task, with no task, continuation or
/// cancellation handler of its own, as a caller of the transport by hand does; a lone GET, the usual case, costs
/// two accesses to the table and nothing else. Its task's cancellation reaches the transport, so when it is
/// cancelled before an answer while others wait, the first of those others is resumed to drive the request again
/// on its own task (a second exchange on the wire; it takes over as the first did, and so on). A waiter cancelled
/// before its turn leaves as any waiter does, so cancelling everyone ends every exchange. Only for transports that
/// end a cancelled exchange at once, so that a cancelled driver neither holds the others up nor returns late.
///
/// ``Sharing/sharedTask(mayResumeInline:)``: the first waiter starts the request in a task of its own and waits
/// on it like every other waiter. It starts that task with `Task.immediate` before it waits, so the request runs
/// on the waiter's thread up to its first suspension (the network) instead of waiting for a thread of the pool. The
/// waiter's continuation does not exist yet at that point; when the request is over before it does, the result
/// waits in the table for it (``InFlightState/early``). After the network, that task goes on on the thread that
/// completed its transfer when it runs only RESTChain's own code and few requests are in flight
/// (``InlineResumption``): the waiters are then scheduled once, as `URLSession` schedules a caller by hand. The
/// request belongs to no waiter, so a waiter that is cancelled — the first one included — is detached alone and the
/// request goes on for the others. Only when the last waiter leaves is the request's task cancelled, on a plain
/// thread.
///
/// Waiters are `CheckedContinuation`s: a fast request may resume its waiter before the waiter reaches its
/// suspension point, which a checked continuation orders inside the runtime, and a double or missing resume traps
/// in every build instead of being undefined. Every continuation is resumed after the lock is released.
final class InFlightRegistry: Sendable {
    typealias Fetch = @Sendable () async throws -> RESTResponse

    /// Who sends a request that waiters share.
    enum Sharing {
        /// The first waiter, on its own task; a waiter that joined it takes over when it is cancelled.
        case callerDrives
        /// A task of the request's own; `mayResumeInline` when it runs only RESTChain's own code after the network,
        /// so that it may go on on the thread that completes its transfer (``InlineResumption``), which it does
        /// only while few requests are in flight.
        case sharedTask(mayResumeInline: Bool)
    }

    /// Resumes a waiter that is to drive its flight now: its driver was cancelled before an answer.
    private struct HandOver: Error {
        let flightID: UInt64
    }

    /// What a waiter found when it asked for a key.
    private enum Arrival {
        case joined
        case finished(Result<RESTResponse, any Error>)
        case cancelled(orphan: Task<Void, Never>?)
        case restart(flightID: UInt64)
        case drive(flightID: UInt64)
    }

    private let state = Locked(InFlightState())

    /// The number of distinct requests in flight.
    var count: Int { state.withLock { $0.flights.count } }

    /// The response for `key`: joins the request in flight, or starts `fetch` as the request others may join.
    ///
    /// - Parameters:
    ///   - key: What identical GETs share.
    ///   - sharing: Who sends the request.
    ///   - fetch: Sends the request, when no identical one is in flight.
    /// - Returns: The response of the one request, shared by every waiter.
    /// - Throws: Whatever `fetch` throws; `CancellationError` when the calling task is cancelled.
    func response(for key: RequestKey, sharing: Sharing, fetch: @escaping Fetch) async throws -> RESTResponse {
        let drives: Bool
        let resumesInline: Bool
        switch sharing {
        case .callerDrives: (drives, resumesInline) = (true, false)
        case .sharedTask(let mayResumeInline): (drives, resumesInline) = (false, mayResumeInline)
        }
        let (waiterID, first, inline): (UInt64, UInt64?, Bool) = state.withLock { state in
            let waiterID = state.nextID()
            guard state.flights[key] == nil, !Task.isCancelled else { return (waiterID, nil, false) }
            let flightID = state.nextID()
            if drives {
                state.flights[key] = InFlightState.Flight(id: flightID, driver: waiterID)
                return (waiterID, flightID, false)
            }
            let inline = resumesInline && state.flights.count < InlineResumption.flightLimit
            state.flights[key] = InFlightState.Flight(id: flightID, pendingFirst: waiterID)
            return (waiterID, flightID, inline)
        }
        if let first {
            if drives { return try await drive(key, flightID: first, fetch: fetch) }
            start(key, flightID: first, immediately: true, resumesInline: inline, fetch: fetch)
        }
        do {
            return try await wait(for: key, as: waiterID, drives: drives, fetch: fetch)
        } catch let handOver as HandOver {
            return try await drive(key, flightID: handOver.flightID, fetch: fetch)
        }
    }

    /// Waits for the answer of `key`'s flight, attached to it; throws ``HandOver`` when this waiter is to drive.
    private func wait(
        for key: RequestKey,
        as waiterID: UInt64,
        drives: Bool,
        fetch: @escaping Fetch
    ) async throws -> RESTResponse {
        try await withTaskCancellationHandler {
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
                    if drives {
                        state.flights[key] = InFlightState.Flight(id: flightID, driver: waiterID)
                        return .drive(flightID: flightID)
                    }
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
                case .drive(let flightID):
                    waiter.resume(throwing: HandOver(flightID: flightID))
                }
            }
        } onCancel: {
            detach(waiterID, from: key)
        }
    }

    /// Sends the request of the flight `flightID` on this task, then hands the result to every waiter attached.
    /// Cancelled before an answer with waiters attached, it hands the flight to the first of them instead and
    /// throws `CancellationError`.
    private func drive(_ key: RequestKey, flightID: UInt64, fetch: Fetch) async throws -> RESTResponse {
        let result: Result<RESTResponse, any Error>
        if Task.isCancelled {
            result = .failure(CancellationError())
        } else {
            do {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
        }
        let cancelled: Bool
        if case .failure = result { cancelled = Task.isCancelled } else { cancelled = false }
        switch state.withLock({ $0.finishDriven(key, flightID: flightID, handingOver: cancelled) }) {
        case .finished(let waiters):
            for waiter in waiters { waiter.resume(with: result) }
        case .handedOver(let next):
            next.resume(throwing: HandOver(flightID: flightID))
        }
        if cancelled { throw CancellationError() }
        return try result.get()
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
