// CurlCompletion: the one caller of an exchange, resumed exactly once whatever comes first.
#if os(Linux) && canImport(CCurl)
    import Synchronization

    /// The caller waiting for one exchange, and the rule that resumes it exactly once.
    ///
    /// Three things may end an exchange: the event loop finishing it, the caller's task being cancelled before the
    /// exchange started, or after. The state moves only forward under its mutex; the continuation is taken out
    /// under the mutex and resumed after unlocking, because resuming takes the caller task's status lock, which a
    /// cancellation handler holds while it calls ``cancel()``.
    final class CurlCompletion: Sendable {
        /// The caller's continuation: checked, since ThreadSanitizer reports an unchecked one resumed before its
        /// task suspends as a race (`Scripts/tsan-continuation-repro.swift`), and CI fails on any report.
        typealias Waiter = CheckedContinuation<RESTResponse, any Error>

        enum State {
            /// Made, not started yet.
            case idle
            /// Started; the loop has or will have the exchange.
            case waiting(Waiter)
            /// Cancelled before it started: ``start(_:)`` ends it at once.
            case cancelledEarly
            /// The caller left, cancelled, while others wait: the outcome goes to them (``SharedExchange``).
            case detached(SharedExchange)
            /// The caller has been resumed.
            case finished
        }

        private let state = Mutex(State.idle)

        /// Records the caller. Returns `false` when a cancellation came first: the caller has then been resumed
        /// with `CancellationError` and the exchange must not start.
        func start(_ waiter: Waiter) -> Bool {
            let cancelled: Bool = state.withLock { state in
                if case .cancelledEarly = state {
                    state = .finished
                    return true
                }
                state = .waiting(waiter)
                return false
            }
            if cancelled { waiter.resume(throwing: CancellationError()) }
            return !cancelled
        }

        /// Notes a cancellation. Returns `true` when the exchange has started and not finished: the caller must
        /// then ask the event loop to stop it (the loop resumes the caller).
        func cancel() -> Bool {
            state.withLock { state in
                switch state {
                case .idle:
                    state = .cancelledEarly
                    return false
                case .waiting:
                    return true
                case .cancelledEarly, .detached, .finished:
                    return false
                }
            }
        }

        /// Notes a cancellation of an exchange others wait for: when `sharing` says it goes on, resumes the caller
        /// with `CancellationError` at once and returns `true`; the outcome goes to `sharing` at the end, and
        /// `stop` ends the exchange if the others leave first. `false`: stop the exchange as ``cancel()`` says.
        func detach(into sharing: SharedExchange, stop: @escaping @Sendable () -> Void) -> Bool {
            let waiter: Waiter? = state.withLock { state in
                guard case .waiting(let waiter) = state, sharing.continues(cancellingWith: stop) else { return nil }
                state = .detached(sharing)
                return waiter
            }
            waiter?.resume(throwing: CancellationError())
            return waiter != nil
        }

        /// Resumes the caller with `result`, unless it was resumed already; a detached exchange's outcome goes to
        /// the callers it went on for (`abandoning` when the outcome is a redirect its caller would have followed).
        func finish(_ result: Result<RESTResponse, any Error>, abandoning: @autoclosure () -> Bool = false) {
            let (waiter, sharing): (Waiter?, SharedExchange?) = state.withLock { state in
                switch state {
                case .waiting(let waiter):
                    state = .finished
                    return (waiter, nil)
                case .detached(let sharing):
                    state = .finished
                    return (nil, sharing)
                case .idle, .cancelledEarly, .finished:
                    return (nil, nil)
                }
            }
            if let waiter {
                waiter.resume(with: result)
            } else if let sharing {
                if abandoning() { sharing.abandon() } else { sharing.finish(with: result) }
            }
        }

        /// Whether the caller has been resumed.
        var isFinished: Bool {
            state.withLock { state in
                if case .finished = state { return true }
                return false
            }
        }
    }
#endif
