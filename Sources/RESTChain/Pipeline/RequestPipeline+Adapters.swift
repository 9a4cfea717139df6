// RequestPipeline+Adapters: the adapters' two steps — before each attempt, and once more after a refused answer.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RequestPipeline {
    /// One attempt of `request` with its whole answer; when an adapter says the answer refused what it added (a
    /// credential since renewed), one more, adapted afresh, whose answer stands whatever it is.
    ///
    /// - Returns: The last answer; its ``RESTResponse/attempts`` counts the replay.
    /// - Throws: As ``send(_:_:through:)``; ``AuthenticationFailure/bodyNotReplayable(statusCode:)`` when the body
    ///   is a one-shot stream that cannot go again.
    func sendReplaying(_ request: URLRequest, _ settings: RequestSettings) async throws(RESTError) -> RESTResponse {
        guard !configuration.adapters.isEmpty else { return try await send(request, settings, through: deliver) }
        var sent = request
        let first = try await send(request, settings) { adapted, settings throws(RESTError) in
            sent = adapted
            return try await deliver(adapted, settings)
        }
        guard first.statusCode >= 400, try await replays(sent, after: first, within: settings.timeout) else {
            return first
        }
        guard settings.isBodyReplayable else { throw .authentication(.bodyNotReplayable(statusCode: first.statusCode)) }
        configuration.monitors.record(.retrying(request, attempt: first.attempts + 1, delay: .zero))
        var replayed = try await send(request, settings, through: deliver)
        replayed.attempts = first.attempts + 1
        return replayed
    }

    /// Runs the adapters in order, each within `timeout`.
    func adapt(_ request: URLRequest, within timeout: Duration?) async throws(RESTError) -> URLRequest {
        var adapted = request
        for adapter in configuration.adapters {
            let input = adapted
            adapted = try await run(adapter, within: timeout) { try await adapter.adapt(input) }
        }
        return adapted
    }

    /// Whether an adapter has `request` sent again after `response`; each is asked in order, within `timeout`.
    private func replays(
        _ request: URLRequest, after response: RESTResponse, within timeout: Duration?
    ) async throws(RESTError) -> Bool {
        for adapter in configuration.adapters {
            if try await run(adapter, within: timeout, { try await adapter.replays(request, after: response) }) {
                return true
            }
        }
        return false
    }

    /// What `step` of `adapter` gives, if it ends within `timeout`.
    ///
    /// - Throws: ``RESTError/cancelled``; the ``RESTError`` the step threw, unchanged; else
    ///   ``RESTError/adaptation(_:)`` naming the adapter, with a `URLError.timedOut` when the time ran out.
    private func run<Value: Sendable>(
        _ adapter: any RequestAdapter,
        within timeout: Duration?,
        _ step: @escaping @Sendable () async throws -> Value
    ) async throws(RESTError) -> Value {
        do {
            guard let timeout else { return try await step() }
            return try await withThrowingTaskGroup(of: Value?.self) { group in
                group.addTask { try await step() }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let value = try await group.next() ?? nil else { throw URLError(.timedOut) }
                return value
            }
        } catch is CancellationError {
            throw .cancelled
        } catch let refusal as RESTError {
            throw refusal  // an adapter that refuses in RESTChain's words is passed on as it said it
        } catch {
            throw .adaptation(AdaptationFailure(adapter: "\(type(of: adapter))", underlying: error))
        }
    }
}
