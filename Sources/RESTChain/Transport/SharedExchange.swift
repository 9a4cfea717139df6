// SharedExchange: lets an exchange that other callers wait for outlive the cancelled caller that started it.
import Foundation

/// An exchange other callers may be waiting for: when the caller that started it is cancelled while they wait, the
/// exchange goes on without it, and the caller that takes over receives its answer instead of sending again.
///
/// RESTChain sends identical GETs in flight at the same time once, on the first caller's own task. The pipeline
/// puts a `SharedExchange` in every such attempt's ``TransportRequest/sharing``. A transport honours it in its
/// cancellation handler:
/// ```swift
/// } onCancel: {
///     if request.sharing?.continues(cancellingWith: { transfer.cancel() }) == true {
///         transfer.detach()  // resume the caller with CancellationError now; later, hand the outcome to
///                            // request.sharing?.finish(with:) instead of resuming anyone
///     } else {
///         transfer.cancel()
///     }
/// }
/// ```
/// Either way the cancelled caller returns at once. A transport that ignores `sharing` still keeps every promise
/// but one: when the first caller is cancelled, a caller that joined it sends the request again. A transport that
/// wraps another passes the request on, `sharing` included, and gets exactly the behaviour of what it wraps.
///
/// Every method may be called from any thread; none waits, so they are safe in a cancellation handler.
public final class SharedExchange: Sendable {
    /// A caller waiting for a detached exchange's outcome.
    typealias Waiter = CheckedContinuation<RESTResponse?, any Error>

    private enum State {
        /// No exchange is running without its caller.
        case idle
        /// An exchange runs without its caller; `cancel` stops it.
        case detached(cancel: @Sendable () -> Void)
        /// A detached exchange ended; its outcome waits for the caller that takes over (`nil`: nothing usable).
        case finished(Result<RESTResponse, any Error>?)
        /// The caller that took over waits for the detached exchange.
        case adopted(Waiter, cancel: @Sendable () -> Void)
    }

    private let state = Locked((state: State.idle, isWanted: false))

    /// Creates the sharing of one coalesced request; the pipeline makes one per shared GET.
    init() {}

    /// Asks, from a transport's cancellation handler, whether the exchange goes on for callers still waiting.
    ///
    /// - Parameter cancel: Stops the exchange; called at most once, from any thread, when the last caller leaves
    ///   before the exchange ends.
    /// - Returns: `true` when others wait: the transport resumes its caller with `CancellationError` at once, keeps
    ///   the exchange running and hands its outcome to ``finish(with:)``. `false`: the transport stops the exchange
    ///   as usual.
    public func continues(cancellingWith cancel: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { shared in
            guard shared.isWanted, case .idle = shared.state else { return false }
            shared.state = .detached(cancel: cancel)
            return true
        }
    }

    /// Hands the outcome of an exchange that went on without its caller to the caller that takes over.
    ///
    /// - Parameter result: The whole response, or why the exchange failed.
    public func finish(with result: Result<RESTResponse, any Error>) {
        deliver(result)
    }

    /// Says that the exchange that went on without its caller ended without an answer the next caller can use — at
    /// a redirect its caller would have followed, say: the caller that takes over sends the request again.
    public func abandon() {
        deliver(nil)
    }

    private func deliver(_ result: Result<RESTResponse, any Error>?) {
        let waiter: Waiter? = state.withLock { shared in
            switch shared.state {
            case .detached:
                shared.state = .finished(result)
                return nil
            case .adopted(let waiter, _):
                shared.state = .idle
                return waiter
            case .idle, .finished:
                return nil
            }
        }
        guard let waiter else { return }
        switch result {
        case .success(let response)?: waiter.resume(returning: response)
        case .failure(let error)?: waiter.resume(throwing: error)
        case nil: waiter.resume(returning: nil)
        }
    }

    /// Records whether any caller besides the one sending waits for the exchange; when none does any more, an
    /// exchange running without its caller and not taken over yet is to be stopped, unless `stoppingDetached` is
    /// `false` (a caller is about to take it over).
    ///
    /// - Returns: What stops that exchange, for the caller to call once it holds no lock.
    func setWanted(_ isWanted: Bool, stoppingDetached: Bool = true) -> (@Sendable () -> Void)? {
        state.withLock { shared in
            shared.isWanted = isWanted
            guard !isWanted, stoppingDetached else { return nil }
            switch shared.state {
            case .detached(let cancel):
                shared.state = .idle
                return cancel
            case .finished:
                shared.state = .idle
                return nil
            case .idle, .adopted:
                return nil
            }
        }
    }

    /// The outcome of the exchange that went on without its caller, for the caller that took over; `nil` when
    /// there is none to take over (the request is then sent).
    ///
    /// Cancelled while it waits, the caller leaves at once; the exchange goes on if others still wait, else it stops.
    ///
    /// - Throws: The exchange's error; `CancellationError` when the calling task is cancelled.
    func adopt() async throws -> RESTResponse? {
        // The usual case, a caller that took nothing over, costs one lock and no continuation.
        let pending: Bool = state.withLock { shared in
            switch shared.state {
            case .detached, .finished: return true
            case .idle, .adopted: return false
            }
        }
        guard pending else { return nil }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: Waiter) in
                let ready: Result<RESTResponse?, any Error>? = state.withLock { shared in
                    switch shared.state {
                    case .finished(let result):
                        shared.state = .idle
                        return result.map { $0.map(Optional.some) } ?? .success(nil)
                    case .detached(let cancel):
                        if Task.isCancelled { return .failure(CancellationError()) }
                        shared.state = .adopted(waiter, cancel: cancel)
                        return nil
                    case .idle, .adopted:
                        return .success(nil)
                    }
                }
                if let ready { waiter.resume(with: ready) }
            }
        } onCancel: {
            leaveAdoption()
        }
    }

    /// The caller that took over was cancelled: it leaves; the exchange goes on for others, or stops.
    private func leaveAdoption() {
        let (waiter, cancel): (Waiter?, (@Sendable () -> Void)?) = state.withLock { shared in
            guard case .adopted(let waiter, let cancel) = shared.state else { return (nil, nil) }
            if shared.isWanted {
                shared.state = .detached(cancel: cancel)
                return (waiter, nil)
            }
            shared.state = .idle
            return (waiter, cancel)
        }
        waiter?.resume(throwing: CancellationError())
        cancel?()
    }
}
