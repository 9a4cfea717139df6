// RequestPipeline+Streaming: the trip of a request whose response is read as it arrives.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RequestPipeline {
    /// The accepted response head of `request`, with its body to read as it arrives.
    ///
    /// The trip of ``response(for:)`` without the cache and without joining an identical GET: a body read as it
    /// arrives belongs to one consumer. Rate limiting, adapters, monitors (which hear of the head) and the retry
    /// loop run as for a whole body (``attempts(of:_:judging:send:)``): an attempt that fails before its head
    /// arrives, or whose status the request refuses and the policy retries, is tried again when the request is
    /// safe to repeat; an accepted head is the consumer's, never tried again. A status the
    /// request does not accept reads the body (up to the client's size limit) into ``RESTError/httpStatus(_:)``.
    /// The session's timeout limits silence, not the whole transfer (``RequestSettings/init(streaming:in:)``).
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - fields: Header fields added to every attempt, such as an event stream's `Last-Event-ID`.
    /// - Returns: The accepted head and the body to read.
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func stream(
        for request: PreparedRequest,
        adding fields: HTTPHeaders = [:]
    ) async throws(RESTError) -> StreamedResponse {
        var urlRequest: URLRequest
        do {
            urlRequest = try request.urlRequest()
            if !fields.isEmpty { try urlRequest.setHeaderFields(fields) }
        } catch {
            request.progress?.abandon()
            throw error
        }
        let settings = RequestSettings(streaming: request, in: self)
        let accepted = request.acceptableStatusCodes
        let call =
            configuration.monitors.isEmpty ? nil : ObservedCall.start(urlRequest, monitors: configuration.monitors)
        let opened: Opened
        do {
            opened = try await attempts(of: urlRequest, settings, judging: \.refusal) { number throws(RESTError) in
                try await send(urlRequest, settings) { adapted, settings throws(RESTError) in
                    try await open(adapted, settings, accepting: accepted, attempt: number)
                }
            }
        } catch {
            await settings.progress?.finishDelivering()
            call?.finish(.failure(error))
            throw error
        }
        switch opened {
        case .accepted(let streamed):
            if let progress = settings.progress {
                streamed.body.observer = progress.observing(streamed.head, offset: 0)
            }
            call?.finish(.success(streamed.head))
            return streamed
        case .refused(let response):
            await settings.progress?.finishDelivering()
            let error = ResponseValidation.refusal(of: response, errorDecoding: configuration.errorDecoding)
            call?.finish(.failure(error))
            throw error
        }
    }

    /// What one attempt at a streamed request opened: a head the request accepts, with its body to read, or a
    /// refused response read whole, for the retry policy to judge.
    enum Opened: AttemptAnswer {
        case accepted(StreamedResponse)
        case refused(RESTResponse)

        var head: RESTResponse {
            switch self {
            case .accepted(let streamed): streamed.head
            case .refused(let response): response
            }
        }

        /// The refused response; `nil` for an accepted head, which is never tried again.
        var refusal: RESTResponse? {
            guard case .refused(let response) = self else { return nil }
            return response
        }
    }

    /// Attempt number `attempt` through the transport, up to the response head; a refused one is read whole, any
    /// secret of `request` it echoes scrubbed.
    func open(
        _ request: URLRequest,
        _ settings: RequestSettings,
        accepting accepted: Set<Int>,
        attempt: Int
    ) async throws(RESTError) -> Opened {
        var streamed: StreamedResponse
        do {
            streamed = try await settings.transport.stream(try settings.attempt(request))
        } catch {
            throw RESTError(error)
        }
        streamed.head.attempts = attempt
        guard accepted.contains(streamed.head.statusCode) else {
            let refused = await errorResponse(streamed)
            guard configuration.scrubsEchoedSecrets else { return .refused(refused) }
            return .refused(SecretEcho.scrubbing(refused, sentWith: request))
        }
        return .accepted(streamed)
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
