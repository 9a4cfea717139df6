// The in-flight registry: one request per identical GET, shared by every handler that asks while it runs.
import Foundation

/// Keeps one request in flight per ``RequestKey``: the first caller drives it on its own task, and every caller
/// that asks for the same key while it runs waits for the same outcome.
///
/// The registry only decides; ``RequestPipeline`` sends. A caller ``join(_:)``s: it drives (no identical GET is in
/// flight) or waits (``wait(for:as:)``). The driver sends the request and hands the outcome to ``finish(_:_:with:)``,
/// which resumes every waiter with it and forgets the key, so the next caller starts a new request. A lone GET, the
/// usual case, costs two accesses to the table and nothing else: no task, continuation or cancellation handler.
///
/// Cancellation detaches the cancelled caller alone, the driver included. A driver cancelled while others wait
/// returns at once; its exchange goes on (``SharedExchange``, which the transport honours) and the first waiter is
/// resumed to drive next: it takes that exchange over instead of sending the request again, and hands it on in
/// turn if it is cancelled too. When the last caller leaves, the exchange is stopped.
///
/// Waiters are `CheckedContinuation`s, resumed once each and always after the lock is released.
final class InFlightRegistry: Sendable {
    /// The right to drive a flight: its identity and the sharing its exchanges carry.
    struct Drive: Sendable {
        let flightID: UInt64
        let exchange: SharedExchange
    }

    /// What a waiter is resumed with: the shared answer, or its turn to drive.
    enum Turn: Sendable {
        case answer(RESTResponse)
        case drive(Drive)
    }

    private let state = Locked(InFlightState())

    /// The number of distinct requests in flight.
    var count: Int { state.withLock { $0.flights.count } }

    /// Joins the GET in flight for `key`, or makes the caller its driver.
    ///
    /// - Returns: ``InFlightState/Joining/drive(_:)`` when the caller is to send it,
    ///   ``InFlightState/Joining/wait(_:)`` when it is to wait, ``InFlightState/Joining/cancelled`` when it was
    ///   cancelled before anything was in flight.
    func join(_ key: RequestKey) -> InFlightState.Joining {
        let isCancelled = Task.isCancelled
        return state.withLock { $0.join(key, isCancelled: isCancelled) }
    }

    /// Waits, as `waiterID`, for the outcome of `key`'s flight or for the turn to drive it.
    ///
    /// - Throws: The flight's error; `CancellationError` when the calling task is cancelled.
    func wait(for key: RequestKey, as waiterID: UInt64) async throws -> Turn {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: InFlightState.Waiter) in
                let isCancelled = Task.isCancelled
                let (suspension, stop) = state.withLock {
                    $0.suspend(waiterID, of: key, waiter, isCancelled: isCancelled)
                }
                stop?()
                if case .decided(let turn) = suspension { waiter.resume(with: turn) }
            }
        } onCancel: {
            switch state.withLock({ $0.leave(waiterID, of: key) }) {
            case .left(let waiter, let stop):
                waiter?.resume(throwing: CancellationError())
                stop?()
            case .handsOn(let drive):
                finish(key, drive, with: .failure(CancellationError()), handingOver: true)
            }
        }
    }

    /// Ends a driver's turn with `outcome`: every waiter gets it, or, when the driver was cancelled before an
    /// answer (`handingOver`), the first waiter drives next.
    func finish(
        _ key: RequestKey,
        _ drive: Drive,
        with outcome: Result<RESTResponse, any Error>,
        handingOver: Bool = false
    ) {
        switch state.withLock({ $0.finish(key, drive, with: outcome, handingOver: handingOver) }) {
        case .finished(let waiters, let stop):
            stop?()
            guard !waiters.isEmpty else { return }
            let turn = outcome.map { Turn.answer($0) }
            for waiter in waiters { waiter.resume(with: turn) }
        case .handedOver(let next, let turn):
            next?.resume(returning: turn)
        case .abandoned(let stop):
            stop?()
        }
    }
}
