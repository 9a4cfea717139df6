// RequestPipeline: the whole trip of a request, in order.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The whole trip of one request, in order:
/// 1. build the `URLRequest` from the ``PreparedRequest`` (``RESTError/invalidURL(_:reason:)``,
///    ``RESTError/invalidRequest(reason:)``), resolve its settings against the client's (``RequestSettings``) and
///    tell the monitors the call started (``ObservedCall``: nothing without monitors);
/// 2. the client's ``HTTPCache`` may answer from storage alone (``CacheExchange``); else
/// 3. a GET without a body joins the identical GET in flight, or starts it (``InFlightRegistry``), unless the
///    client's ``ClientConfiguration/coalescesRequests`` is off;
/// 4. on the task of the caller that drives it (a cancelled driver's exchange goes on for the next, who takes it
///    over: ``SharedExchange``), the cache adds its conditional
///    headers, and for each attempt the ``RetryPolicy`` allows: take a ``RateLimiter`` token, tell the monitors, run the adapters (``RESTError/adaptation(_:)``),
///    send through the ``Transport``, which honours the attempt's deadline and size limit (``TransportRequest``;
///    ``RESTError/transport(_:)``, ``RESTError/responseTooLarge(limit:url:)``, ``RESTError/cancelled``), tell the
///    monitors the outcome;
///    then the cache stores, updates (a `304`) or invalidates what the answer says;
/// 5. back in each waiter's own task: validate the status (``RESTError/httpStatus(_:)``) and tell the monitors
///    how the call ended, as they hear of every way out of it.
///
/// A class, so that a client, each session built from it and each closure of a request's trip hold one reference
/// instead of copying the configuration's dozen references (a retain and a release for each, at every step).
///
/// The synchronous steps of the trip, here and in ``CacheExchange``, are `@inline(never)`: whatever an async
/// function inlines takes room in its frame for the whole request, in every task that runs it, so a step that
/// only some requests need stays out of the others' frames.
final class RequestPipeline: Sendable {
    let configuration: ClientConfiguration
    let registry = InFlightRegistry()

    init(configuration: ClientConfiguration) {
        self.configuration = configuration
    }

    /// The validated response for `request`.
    ///
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func response(for request: PreparedRequest) async throws(RESTError) -> RESTResponse {
        let trip: Trip
        do {
            trip = try Trip(request, pipeline: self)
        } catch {
            request.progress?.abandon()
            throw error
        }
        // The monitors hear of the call's start and end; without monitors nothing is made.
        let call =
            configuration.monitors.isEmpty
            ? nil : ObservedCall.start(trip.cache.urlRequest, monitors: configuration.monitors)
        let response: RESTResponse
        do {
            switch trip.cache.consult() {
            case .answer(let stored, let revalidation):
                if let revalidation { revalidate(revalidation, trip) }
                response = stored
            case .send(let plan):
                if let key = trip.key {
                    response = try await shared(key, trip, planned: plan)
                } else {
                    response = try await exchange(trip, planned: plan)
                }
            }
        } catch {
            if let progress = trip.progress { await progress.finishDelivering() }
            let error = RESTError(error)
            call?.finish(.failure(error))
            throw error
        }
        if let progress = trip.progress { await progress.finishDelivering() }
        guard let call else { return try validate(response, accepting: request.acceptableStatusCodes) }
        return try validate(response, accepting: request.acceptableStatusCodes, for: call)
    }

    /// The response of the GET in flight for `key`, which the caller joins, drives or takes over
    /// (``InFlightRegistry``): the loop that carries out the registry's decisions.
    @inline(never)
    private func shared(
        _ key: RequestKey, _ trip: Trip, planned plan: CacheExchange.Plan?
    ) async throws(RESTError) -> RESTResponse {
        let drive: InFlightRegistry.Drive
        switch registry.join(key) {
        case .drive(let first): drive = first
        case .cancelled: throw .cancelled
        case .wait(let waiterID):
            switch try await waitForTurn(key, as: waiterID) {
            case .answer(let response): return response
            case .drive(let turn): drive = turn
            }
        }
        let outcome: Result<RESTResponse, RESTError>
        do {
            outcome = .success(try await exchange(trip, planned: plan, sharing: drive.exchange))
        } catch {
            outcome = .failure(error)
        }
        guard case .failure = outcome, Task.isCancelled else {
            registry.finish(key, drive, with: outcome.mapError { $0 })
            return try outcome.get()
        }
        // Cancelled before an answer: the first waiter drives next, taking over the exchange in flight.
        registry.finish(key, drive, with: .failure(CancellationError()), handingOver: true)
        throw .cancelled
    }

    /// The answer to `trip`: from the cache's storage, or from the origin, which the cache learns from.
    ///
    /// - Parameters:
    ///   - trip: The request and its settings.
    ///   - plan: What the cache's first look found.
    ///   - sharing: For a shared GET, lets its exchange outlive this caller for the others.
    /// - Returns: The answer, stored as the cache's rules say.
    /// - Throws: The last attempt's error, unless a stored answer may stand in for it.
    private func exchange(
        _ trip: Trip, planned plan: CacheExchange.Plan?, sharing: SharedExchange? = nil
    ) async throws(RESTError) -> RESTResponse {
        switch trip.cache.before(planned: plan) {
        case .answer(let stored):
            return stored
        case .forward(let forward):
            var settings = trip.settings
            settings.sharing = sharing
            let outcome: Result<RESTResponse, RESTError>
            do {
                outcome = .success(try await attempt(forward.request, settings))
            } catch {
                outcome = .failure(error)
            }
            return try trip.cache.after(outcome, of: forward)
        }
    }

    /// Sends the background revalidation of a stale answer the cache gave (`stale-while-revalidate`).
    @inline(never)
    private func revalidate(_ forward: CacheExchange.Forward, _ trip: Trip) {
        Task { [self] in
            let outcome: Result<RESTResponse, RESTError>
            do {
                outcome = .success(try await attempt(forward.request, trip.settings))
            } catch {
                outcome = .failure(RESTError(error))
            }
            trip.cache.revalidated(outcome, by: forward)
        }
    }

    /// Waits for the answer of `key`'s flight, or for this waiter's turn to drive it.
    private func waitForTurn(_ key: RequestKey, as waiterID: UInt64) async throws(RESTError) -> InFlightRegistry.Turn {
        do {
            return try await registry.wait(for: key, as: waiterID)
        } catch {
            throw RESTError(error)
        }
    }

    /// What one request's trip needs, built before it starts: what the cache and the in-flight registry know it
    /// by, and how it is sent.
    private struct Trip: Sendable {
        let cache: CacheExchange
        /// How it is sent: every setting resolved.
        let settings: RequestSettings
        /// The key of an identical GET in flight to join; `nil` when this request is not coalesced.
        let key: RequestKey?
        /// Counts the request's bytes for its progress observer.
        let progress: ProgressReporter?

        @inline(never)
        init(_ request: PreparedRequest, pipeline: RequestPipeline) throws(RESTError) {
            let absoluteString = request.absoluteString
            let urlRequest = try request.urlRequest(absoluteString: absoluteString)
            let settings = RequestSettings(request, in: pipeline)
            self.settings = settings
            cache = CacheExchange(
                for: request, urlRequest, absoluteString: absoluteString, policy: request.cachePolicy,
                configuration: pipeline.configuration)
            // A request watched for progress has bytes of its own to count, so it never joins another.
            key =
                pipeline.configuration.coalescesRequests && request.method == .get && request.body == nil
                    && request.progress == nil
                ? RequestKey(request, url: absoluteString, cachePolicy: request.cachePolicy) : nil
            progress = settings.progress
        }
    }

    @inline(never)
    func validate(_ response: RESTResponse, accepting codes: Set<Int>) throws(RESTError) -> RESTResponse {
        try ResponseValidation.validate(
            response,
            accepting: codes,
            errorDecoding: configuration.errorDecoding
        )
    }

    /// ``validate(_:accepting:)``, telling the monitors of `call` what its caller receives.
    @inline(never)
    func validate(
        _ response: RESTResponse, accepting codes: Set<Int>, for call: ObservedCall
    ) throws(RESTError) -> RESTResponse {
        do {
            let accepted = try validate(response, accepting: codes)
            call.finish(.success(accepted))
            return accepted
        } catch {
            call.finish(.failure(error))
            throw error
        }
    }

    /// Sends `request` as often as the retry policy allows; each attempt must finish within the request's timeout
    /// and size limit.
    private func attempt(_ request: URLRequest, _ settings: RequestSettings) async throws(RESTError) -> RESTResponse {
        try await attempts(
            of: request, settings, judging: { $0 },
            send: { number throws(RESTError) in
                var response = try await sendReplaying(request, settings)
                response.attempts += number - 1
                return response
            })
    }

    /// Adapts one attempt of `request` and hands it to `deliver`, telling the monitors each step.
    func send<Answer: AttemptAnswer>(
        _ request: URLRequest,
        _ settings: RequestSettings,
        through deliver: (URLRequest, RequestSettings) async throws(RESTError) -> Answer
    ) async throws(RESTError) -> Answer {
        // No monitor and no adapter: nothing to tell and nothing to change, so no event is made.
        guard configuration.monitors.isEmpty, configuration.adapters.isEmpty else {
            return try await sendObserved(request, settings, through: deliver)
        }
        return try await deliver(request, settings)
    }

    /// ``send(_:_:through:)`` with adapters to run or monitors to tell.
    @inline(never)
    private func sendObserved<Answer: AttemptAnswer>(
        _ request: URLRequest,
        _ settings: RequestSettings,
        through deliver: (URLRequest, RequestSettings) async throws(RESTError) -> Answer
    ) async throws(RESTError) -> Answer {
        let monitors = configuration.monitors
        let start = ContinuousClock.now
        monitors.record(.created(request))
        let adapted: URLRequest
        do {
            adapted = try await adapt(request, within: settings.timeout)
        } catch {
            monitors.record(.failed(request, error: error, duration: start.duration(to: .now)))
            throw error
        }
        if !configuration.adapters.isEmpty { monitors.record(.adapted(adapted)) }
        monitors.record(.sent(adapted))
        do {
            let answer = try await deliver(adapted, settings)
            monitors.record(.received(adapted, response: answer.head, duration: start.duration(to: .now)))
            return answer
        } catch {
            monitors.record(.failed(adapted, error: error, duration: start.duration(to: .now)))
            throw error
        }
    }

    /// Sends one attempt of `request` through the transport, which honours its deadline and size limit; the size
    /// is checked again here for transports that can only tell once the body is whole.
    func deliver(_ request: URLRequest, _ settings: RequestSettings) async throws(RESTError) -> RESTResponse {
        let attempt = try settings.attempt(request)
        let response: RESTResponse
        do {
            if let sharing = attempt.sharing, let adopted = try await sharing.adopt() {
                // A cancelled driver's exchange went on: this caller takes it over instead of sending again.
                response = adopted
            } else if let progress = settings.progress {
                response = try await collect(settings.transport.stream(attempt), for: attempt, counting: progress)
            } else {
                response = try await settings.transport.send(attempt)
            }
        } catch {
            throw RESTError(error)
        }
        if let limit = attempt.responseSizeLimit, response.body.count > limit { throw attempt.tooLarge }
        // An error body may quote the secret the server refused; it never leaves here with it.
        if response.statusCode >= 400, configuration.scrubsEchoedSecrets {
            return SecretEcho.scrubbing(response, sentWith: request)
        }
        return response
    }

    /// The whole body of a streamed response, counted for its progress observer, within the size limit.
    private func collect(
        _ streamed: StreamedResponse,
        for attempt: TransportRequest,
        counting progress: ProgressReporter
    ) async throws -> RESTResponse {
        var response = streamed.head
        // The bytes counted are the decoded ones: an encoded body's Content-Length is no total for them.
        progress.expect(streamed.head.deliveredBodyLength, .download)
        for try await chunk in streamed.body {
            response.body.append(chunk)
            if let limit = attempt.responseSizeLimit, response.body.count > limit { throw attempt.tooLarge }
            progress.record(Int64(response.body.count), .download)
        }
        return response
    }
}

/// What one attempt on the wire answers: a whole response, or a streamed response's head with its body to come.
protocol AttemptAnswer {
    /// What the monitors hear of the answer.
    var head: RESTResponse { get }
}

extension RESTResponse: AttemptAnswer {
    var head: RESTResponse { self }
}

extension StreamedResponse: AttemptAnswer {}

extension [any EventMonitor] {
    /// Tells every monitor about `event`.
    func record(_ event: @autoclosure () -> RequestEvent) {
        guard !isEmpty else { return }
        let event = event()
        for monitor in self { monitor.record(event) }
    }
}
