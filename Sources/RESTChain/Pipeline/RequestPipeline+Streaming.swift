// RequestPipeline+Streaming: the trip of a request whose response is read as it arrives.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RequestPipeline {
    /// The accepted response head of `request`, with its body to read as it arrives.
    ///
    /// The trip of ``response(for:)`` without the cache and without joining an identical GET: a body read as it
    /// arrives belongs to one consumer. Rate limiting, adapters and monitors run as usual (monitors hear of the
    /// head); the retry policy may repeat an attempt that fails before its head arrives, when the request is safe
    /// to repeat. A status the request does not accept reads the body (up to the client's size limit) into
    /// ``RESTError/httpStatus(_:)``. The session's timeout limits silence, not the whole transfer
    /// (``RequestSettings/init(streaming:in:)``).
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - fields: Header fields added to every attempt, such as a download's `Range`.
    ///   - offset: Bytes already on disk that a `206` answer continues, counted in the progress.
    /// - Returns: The accepted head and the body to read.
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func stream(
        for request: PreparedRequest,
        adding fields: [String: String] = [:],
        resumingAt offset: Int64 = 0
    ) async throws(RESTError) -> StreamedResponse {
        var urlRequest: URLRequest
        do {
            urlRequest = try request.urlRequest()
        } catch {
            request.progress?.abandon()
            throw error
        }
        for (name, value) in fields { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let settings = RequestSettings(streaming: request, in: configuration)
        let policy = settings.retryPolicy
        let start = ContinuousClock.now
        var random = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            do {
                if let limiter = configuration.rateLimiter { try await limiter.acquire() }
            } catch {
                throw .cancelled
            }
            let outcome: Result<StreamedResponse, RESTError>
            do {
                outcome = .success(try await open(urlRequest, settings))
            } catch {
                outcome = .failure(error)
            }
            let judged: Result<RESTResponse, RESTError>
            switch outcome {
            case .success(let streamed) where request.acceptableStatusCodes.contains(streamed.head.statusCode):
                var accepted = streamed
                accepted.head.attempts = attempt
                if let progress = settings.progress {
                    accepted.body.observer = progress.observing(streamed.head, offset: offset)
                }
                return accepted
            case .success(let streamed):
                judged = .success(await errorResponse(streamed))
            case .failure(let error):
                judged = .failure(error.after(attempts: attempt))
            }
            let retries = settings.isIdempotent && attempt < policy.maximumAttempts && policy.retries(judged)
            guard retries,
                let pause = policy.delay(
                    after: try? judged.get(), attempt: attempt, elapsed: start.duration(to: .now), using: &random)
            else {
                await settings.progress?.finishDelivering()
                var response = try judged.get()
                response.attempts = attempt
                _ = try validate(response, accepting: request.acceptableStatusCodes)
                throw .invalidRequest(reason: "status \(response.statusCode) was not rejected")
            }
            configuration.monitors.record(.retrying(urlRequest, attempt: attempt + 1, delay: pause))
            do {
                try await Task.sleep(for: pause)
            } catch {
                throw .cancelled
            }
            attempt += 1
        }
    }

    /// One attempt: adapters, monitors and the transport, up to the response head.
    private func open(_ request: URLRequest, _ settings: RequestSettings) async throws(RESTError) -> StreamedResponse {
        let monitors = configuration.monitors
        let start = ContinuousClock.now
        monitors.record(.created(request))
        let adapted = try await adapt(request)
        if !configuration.adapters.isEmpty { monitors.record(.adapted(adapted)) }
        monitors.record(.sent(adapted))
        do {
            let streamed = try await settings.transport.stream(try settings.attempt(adapted))
            monitors.record(.received(adapted, response: streamed.head, duration: start.duration(to: .now)))
            return streamed
        } catch {
            let failure = RESTError(error)
            monitors.record(.failed(adapted, error: failure, duration: start.duration(to: .now)))
            throw failure
        }
    }

    /// The head of a refused response with its body read into memory, up to the client's size limit.
    private func errorResponse(_ streamed: StreamedResponse) async -> RESTResponse {
        var response = streamed.head
        let limit = configuration.responseSizeLimit ?? .max
        do {
            for try await chunk in streamed.body {
                response.body.append(chunk.prefix(limit - response.body.count))
                if response.body.count >= limit { break }
            }
        } catch {
            // The status already says what went wrong; a body cut short still shows what arrived.
        }
        streamed.body.cancel()
        return response
    }
}
