// RequestPipeline+Retry: the one retry loop of every trip — attempts, rate-limiter tokens and the pauses between.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RequestPipeline {
    /// The attempts at `request` its retry policy allows, with the pauses between them — the one retry loop of
    /// every trip, whole bodies and streamed ones alike.
    ///
    /// Each attempt takes a ``RateLimiter`` token, then `send` makes it. A failure, or the response `judged` finds
    /// in what an attempt gave, goes to the ``RetryPolicy``: tried again after its pause (a `429` first drains the
    /// rate limiter), or returned (a failure thrown) as it is. Only a request that is safe to repeat is sent again;
    /// one the policy would have repeated but for a body that cannot be sent twice fails saying so. Cancellation
    /// while waiting for a token or a pause ends the loop with ``RESTError/cancelled``.
    ///
    /// - Parameters:
    ///   - request: The request, as the monitors hear of its retries.
    ///   - settings: The request's resolved settings: its policy and whether it is safe to repeat.
    ///   - judged: The response the policy judges in what an attempt gave; `nil` for a value to return as it is.
    ///   - send: One attempt, given its number from 1.
    /// - Returns: What the last attempt gave.
    /// - Throws: The last attempt's error (with the number of attempts), or ``RESTError/cancelled``.
    func attempts<Value>(
        of request: URLRequest,
        _ settings: RequestSettings,
        judging judged: (Value) -> RESTResponse?,
        send: (Int) async throws(RESTError) -> Value
    ) async throws(RESTError) -> Value {
        guard settings.isIdempotent, settings.retryPolicy.maximumAttempts > 1 else {
            return try await attemptOnce(settings, send)
        }
        return try await attemptRepeatedly(request, settings, judged, send)
    }

    /// The one attempt a request gets when its policy or its method allows no other. A function of its own: an
    /// async function takes room for every temporary of every path at its start, and this path needs few.
    private func attemptOnce<Value>(
        _ settings: RequestSettings,
        _ send: (Int) async throws(RESTError) -> Value
    ) async throws(RESTError) -> Value {
        try await takeToken()
        do {
            return try await send(1)
        } catch {
            // A request the policy would have repeated, but whose body cannot be sent twice, says so.
            guard settings.isHeldBackByBody, settings.retryPolicy.retries(.failure(error)) else { throw error }
            throw error.notReplayed
        }
    }

    /// The attempts `policy` allows for a request that is safe to repeat, with the pauses between them.
    @inline(never)
    private func attemptRepeatedly<Value>(
        _ request: URLRequest,
        _ settings: RequestSettings,
        _ judged: (Value) -> RESTResponse?,
        _ send: (Int) async throws(RESTError) -> Value
    ) async throws(RESTError) -> Value {
        let policy = settings.retryPolicy
        let start = ContinuousClock.now
        var random = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            try await takeToken()
            let pause: Duration
            let status: Int?
            do {
                let value = try await send(attempt)
                guard let response = judged(value),
                    let next = self.pause(
                        after: .success(response), policy: policy, attempt: attempt, since: start, using: &random)
                else { return value }
                (pause, status) = (next, response.statusCode)
            } catch {
                let failure = error.after(attempts: attempt)
                guard
                    let next = self.pause(
                        after: .failure(failure), policy: policy, attempt: attempt, since: start, using: &random)
                else { throw failure }
                (pause, status) = (next, nil)
            }
            if status == 429 { await configuration.rateLimiter?.drain() }
            configuration.monitors.record(.retrying(request, attempt: attempt + 1, delay: pause))
            do {
                try await Task.sleep(for: pause)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// Waits for the rate limiter's token, when the client has one.
    private func takeToken() async throws(RESTError) {
        do {
            if let limiter = configuration.rateLimiter { try await limiter.acquire() }
        } catch {
            throw .cancelled
        }
    }

    /// The pause before the next attempt when `policy` tries `outcome` again, else `nil`.
    @inline(never)
    private func pause(
        after outcome: Result<RESTResponse, RESTError>,
        policy: RetryPolicy,
        attempt: Int,
        since start: ContinuousClock.Instant,
        using random: inout SystemRandomNumberGenerator
    ) -> Duration? {
        guard policy.retries(outcome) else { return nil }
        return policy.delay(
            after: try? outcome.get(), attempt: attempt, elapsed: start.duration(to: .now), using: &random)
    }
}
