// RequestPipeline: the whole trip of a request, in order.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole trip of one request, in order:
/// 1. build the `URLRequest` from the ``PreparedRequest`` (``RESTError/invalidURL(_:reason:)``,
///    ``RESTError/invalidRequest(reason:)``);
/// 2. the client's ``HTTPCache`` may answer from storage alone (``CacheExchange``); else
/// 3. a GET without a body joins the identical GET in flight, or starts it (``InFlightRegistry``), unless the
///    client's ``ClientConfiguration/coalescesRequests`` is off;
/// 4. inside that one task, the cache adds its conditional headers, and for each attempt the ``RetryPolicy``
///    allows: take a ``RateLimiter`` token, tell the monitors, run the adapters (``RESTError/adaptation(_:)``),
///    send through the ``Transport`` within the session's timeout (``RESTError/transport(_:)``,
///    ``RESTError/cancelled``), tell the monitors the outcome;
///    then the cache stores, updates (a `304`) or invalidates what the answer says;
/// 5. back in each waiter's own task: validate the status (``RESTError/httpStatus(_:)``).
///
/// A class, so that a client, each session built from it and each closure of a request's trip hold one reference
/// instead of copying the configuration's dozen references (a retain and a release for each, at every step).
final class RequestPipeline: Sendable {
    let configuration: ClientConfiguration
    let registry = InFlightRegistry()

    init(configuration: ClientConfiguration) {
        self.configuration = configuration
    }

    /// The validated response for `request`.
    ///
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func response(for request: PreparedRequest, options: RequestOptions) async throws(RESTError) -> RESTResponse {
        let absoluteString = request.absoluteString
        let urlRequest = try request.urlRequest(absoluteString: absoluteString)
        let endpoint = request.endpoint
        let wire: CacheExchange.Send = { [self] urlRequest throws(RESTError) in
            try await attempt(urlRequest, for: endpoint, limits: request)
        }
        let cache = CacheExchange(
            for: request, urlRequest, absoluteString: absoluteString, policy: options.cachePolicy,
            configuration: configuration)
        let response: RESTResponse
        do {
            if let stored = cache.storedAnswer(revalidatingWith: wire) {
                response = stored
            } else if configuration.coalescesRequests, request.method == .get, request.body == nil {
                let key = RequestKey(request, url: absoluteString, cachePolicy: options.cachePolicy)
                response = try await registry.response(for: key) {
                    try await cache.send(through: wire)
                }
            } else {
                response = try await cache.send(through: wire)
            }
        } catch {
            throw RESTError(error)
        }
        return try ResponseValidation.validate(
            response,
            accepting: options.acceptableStatusCodes,
            errorDecoding: configuration.errorDecoding
        )
    }

    /// Sends `request` as often as the retry policy allows, pausing between attempts; each attempt must finish
    /// within the request's timeout and size limit. Only a request that is safe to repeat is sent again.
    private func attempt(
        _ request: URLRequest,
        for endpoint: (any Endpoint)?,
        limits: PreparedRequest
    ) async throws(RESTError) -> RESTResponse {
        let policy = limits.retryPolicy ?? configuration.retryPolicy
        let repeatable = limits.isIdempotent
        let start = ContinuousClock.now
        var random = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            do {
                if let limiter = configuration.rateLimiter { try await limiter.acquire() }
            } catch {
                throw .cancelled
            }
            let outcome: Result<RESTResponse, RESTError>
            do {
                var response = try await send(request, for: endpoint, limits: limits)
                response.attempts = attempt
                outcome = .success(response)
            } catch {
                outcome = .failure(error.after(attempts: attempt))
            }
            let response = try? outcome.get()
            guard repeatable, policy.retries(outcome),
                let pause = policy.delay(
                    after: response, attempt: attempt, elapsed: start.duration(to: .now), using: &random)
            else {
                return try outcome.get()
            }
            if response?.statusCode == 429 { await configuration.rateLimiter?.drain() }
            configuration.monitors.record(.retrying(request, attempt: attempt + 1, delay: pause))
            do {
                try await Task.sleep(for: pause)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// Adapts and sends one request on the wire, telling the monitors each step.
    private func send(
        _ request: URLRequest,
        for endpoint: (any Endpoint)?,
        limits: PreparedRequest
    ) async throws(RESTError) -> RESTResponse {
        let monitors = configuration.monitors
        let start = ContinuousClock.now
        monitors.record(.created(request))
        let adapted: URLRequest
        do {
            adapted = try await adapt(request)
        } catch {
            monitors.record(.failed(request, error: error, duration: start.duration(to: .now)))
            throw error
        }
        if !configuration.adapters.isEmpty { monitors.record(.adapted(adapted)) }
        monitors.record(.sent(adapted))
        do {
            let transport = configuration.transport(for: endpoint)
            let sizeLimit = limits.responseSizeLimit
            let response = try await ResponseSizeLimit.$current.withValue(sizeLimit) {
                if let deadline = limits.timeout {
                    try await Deadline.run(within: deadline, for: adapted.url) {
                        try await transport.send(adapted)
                    }
                } else {
                    try await transport.send(adapted)
                }
            }
            if let sizeLimit, response.body.count > sizeLimit {
                throw RESTError.responseTooLarge(limit: sizeLimit, url: adapted.url)
            }
            monitors.record(.received(adapted, response: response, duration: start.duration(to: .now)))
            return response
        } catch {
            let failure = RESTError(error)
            monitors.record(.failed(adapted, error: failure, duration: start.duration(to: .now)))
            throw failure
        }
    }

    /// Runs the adapters in order.
    private func adapt(_ request: URLRequest) async throws(RESTError) -> URLRequest {
        var adapted = request
        for adapter in configuration.adapters {
            do {
                adapted = try await adapter.adapt(adapted)
            } catch is CancellationError {
                throw .cancelled
            } catch {
                throw .adaptation(AdaptationFailure(adapter: "\(type(of: adapter))", underlying: error))
            }
        }
        return adapted
    }
}

extension [any EventMonitor] {
    /// Tells every monitor about `event`.
    fileprivate func record(_ event: @autoclosure () -> RequestEvent) {
        guard !isEmpty else { return }
        let event = event()
        for monitor in self { monitor.record(event) }
    }
}
