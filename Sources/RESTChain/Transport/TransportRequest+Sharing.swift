// TransportRequest+Sharing: runs an exchange written as async code so it can outlive a cancelled caller.
import Foundation

extension TransportRequest {
    /// Runs `operation`, the whole exchange, honouring ``sharing``: the way for a transport written as plain async
    /// code to let an exchange other callers wait for outlive its cancelled caller.
    ///
    /// Without ``sharing`` it simply runs `operation` on the calling task. With it, `operation` runs in a task of
    /// its own: when the caller is cancelled while others wait, the caller gets `CancellationError` at once and
    /// the exchange goes on for them; otherwise the cancellation reaches `operation` as usual.
    /// ```swift
    /// func send(_ request: TransportRequest) async throws -> RESTResponse {
    ///     try await request.exchange { try await myClient.fetch(request.urlRequest) }
    /// }
    /// ```
    ///
    /// - Parameter operation: Sends the request and returns the whole response.
    /// - Returns: What `operation` returned.
    /// - Throws: What `operation` throws; `CancellationError` when the caller is cancelled.
    public func exchange(
        _ operation: @escaping @Sendable () async throws -> RESTResponse
    ) async throws -> RESTResponse {
        guard let sharing else { return try await operation() }
        let state = Locked(ExchangeRun.pending)
        let run: @Sendable () async -> Void = {
            let result: Result<RESTResponse, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            let ending: ExchangeRun = state.withLock { run in
                defer { if case .pending = run { run = .done(result) } else { run = .over } }
                return run
            }
            switch ending {
            case .waiting(let caller): caller.resume(with: result)
            case .detached: sharing.finish(with: result)
            case .pending, .done, .over: break
            }
        }
        // Started on this thread, up to its first suspension: an exchange that answers at once (a stub) costs no
        // thread hop, and its result waits in `state` for the caller.
        let task: Task<Void, Never>
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            task = Task.immediate(operation: run)
        } else {
            task = Task(operation: run)
        }
        let answered: Result<RESTResponse, any Error>? = state.withLock { run in
            guard case .done(let result) = run else { return nil }
            run = .over
            return result
        }
        if let answered { return try answered.get() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { caller in
                let done: Result<RESTResponse, any Error>? = state.withLock { run in
                    guard case .done(let result) = run else {
                        run = .waiting(caller)
                        return nil
                    }
                    run = .over
                    return result
                }
                if let done { caller.resume(with: done) }
            }
        } onCancel: {
            let caller: CheckedContinuation<RESTResponse, any Error>? = state.withLock { run in
                guard case .waiting(let caller) = run, sharing.continues(cancellingWith: { task.cancel() }) else {
                    return nil
                }
                run = .detached
                return caller
            }
            if let caller {
                caller.resume(throwing: CancellationError())
            } else {
                // The operation ends with its own cancellation, which its caller receives.
                task.cancel()
            }
        }
    }
}

/// Where an exchange run by ``TransportRequest/exchange(_:)`` stands.
private enum ExchangeRun {
    /// Running; its caller has not suspended yet.
    case pending
    /// Running; its caller waits.
    case waiting(CheckedContinuation<RESTResponse, any Error>)
    /// Over before its caller suspended.
    case done(Result<RESTResponse, any Error>)
    /// Running for others; its caller left.
    case detached
    /// Its outcome has been handed over.
    case over
}
