// RequestPipeline+Download: the trip of a download — each attempt the retry policy allows continues the file.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RequestPipeline {
    /// Saves the body of `request` to `partial`'s destination, in as many attempts as its retry policy allows.
    ///
    /// The trip of ``stream(for:adding:)`` with the body written to the partial file inside each attempt, so that a
    /// transfer cut in the body is judged by the ``RetryPolicy`` like one cut before its head: after the policy's
    /// pause, the next attempt asks for the rest (``DownloadPlan``) and the progress goes on from the bytes on
    /// disk. An answer that cannot continue them (a `416`, a range elsewhere, a changed validator) starts the file
    /// over within the same attempt.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - partial: The partial file and its record.
    ///   - resuming: Whether the first attempt continues a partial file left by an earlier call.
    /// - Returns: The complete file, renamed to its destination.
    /// - Throws: Every ``RESTError`` case but ``RESTError/decoding(_:)``.
    func download(
        _ request: PreparedRequest,
        to partial: PartialDownload,
        resuming: Bool
    ) async throws(RESTError) -> DownloadedFile {
        let urlRequest: URLRequest
        do {
            urlRequest = try request.urlRequest()
        } catch {
            request.progress?.abandon()
            throw error
        }
        if !resuming { partial.discard() }
        let settings = RequestSettings(streaming: request, in: self)
        let call =
            configuration.monitors.isEmpty ? nil : ObservedCall.start(urlRequest, monitors: configuration.monitors)
        let fetched: Fetched
        do {
            fetched = try await attempts(of: urlRequest, settings, judging: \.refusal) { number throws(RESTError) in
                try await fetch(
                    urlRequest, settings, accepting: request.acceptableStatusCodes, to: partial,
                    url: request.absoluteString, attempt: number)
            }
        } catch {
            await settings.progress?.finishDelivering()
            call?.finish(.failure(error))
            throw error
        }
        await settings.progress?.finishDelivering()
        switch fetched {
        case .saved(let file):
            call?.finish(.success(file.response))
            return file
        case .refused(let response):
            let error = ResponseValidation.refusal(of: response, errorDecoding: configuration.errorDecoding)
            call?.finish(.failure(error))
            throw error
        }
    }

    /// What one attempt at a download gave: the complete file, or a refused answer for the retry policy to judge.
    private enum Fetched {
        case saved(DownloadedFile)
        case refused(RESTResponse)

        var refusal: RESTResponse? {
            guard case .refused(let response) = self else { return nil }
            return response
        }
    }

    /// Attempt number `attempt`: asks for what the partial file lacks and writes it, starting over once when the
    /// answer cannot continue the file.
    private func fetch(
        _ base: URLRequest,
        _ settings: RequestSettings,
        accepting accepted: Set<Int>,
        to partial: PartialDownload,
        url: String,
        attempt: Int
    ) async throws(RESTError) -> Fetched {
        var plan = DownloadPlan(kept: partial.resumable(for: url))
        while true {
            var urlRequest = base
            try urlRequest.setHeaderFields(plan.fields)
            let opened = try await send(urlRequest, settings) { adapted, settings throws(RESTError) in
                try await open(adapted, settings, accepting: accepted, attempt: attempt)
            }
            switch opened {
            case .refused(let response):
                guard plan.startsOver(afterRefusal: response.statusCode) else { return .refused(response) }
            case .accepted(let streamed):
                guard case .save(let offset) = plan.step(for: streamed.head) else {
                    streamed.body.cancel()
                    break
                }
                // The whole download's progress ends once, when its last attempt does.
                streamed.body.observer = settings.progress?.observing(streamed.head, offset: offset, finishing: false)
                let limit = settings.responseSizeLimit.map { Int64($0) }
                let written = try await partial.save(streamed, at: offset, limit: limit, url: url)
                try partial.complete()
                return .saved(
                    DownloadedFile(
                        file: partial.destination, response: streamed.head, size: offset + written,
                        resumedFrom: offset))
            }
            partial.discard()
            plan = plan.forgettingKept()
        }
    }
}
