// URLSessionTransport's streamed exchanges: bodies read as they arrive, uploads from a file or a one-shot stream.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Sends `request` and returns at its response head, with the body to read as it arrives.
    ///
    /// Each streamed exchange runs on a session of its own (with this transport's configuration), whose one task
    /// is suspended while the body's consumer is behind on Apple platforms. FoundationNetworking on Linux cannot
    /// pause a transfer, so there a slow consumer's body is queued in memory (see `StreamTransfer`); use
    /// `CurlTransport` to keep it bounded. The silence limit (``TransportRequest/idleTimeout``) is URLSession's
    /// `timeoutInterval`, in whole seconds.
    ///
    /// - Throws: `URLError` before the head arrives; ``RESTError/responseTooLarge(limit:url:)`` when the head
    ///   announces more than the size limit; `CancellationError` when cancelled.
    public func stream(_ request: TransportRequest) async throws -> StreamedResponse {
        guard delegate != nil else {
            let response = try await send(request)
            return StreamedResponse(head: response, body: AsyncChunkSequence(response.body))
        }
        let delegate = TransferDelegate(answeringAs: self.delegate)
        let own = URLSession(
            configuration: session.configuration, delegate: delegate, delegateQueue: DelegateQueue())
        var wire = request.urlRequest
        wire.timeoutInterval = Self.silenceLimit(for: request)
        let (body, temporary) = try await Self.spooled(request.body)
        let task = Self.task(for: wire, body: body, on: own)
        let transfer = StreamTransfer(task: task, session: own, request: request, temporary: temporary)
        delegate.register(transfer, for: task)
        transfer.watchDeadline()
        let streamed = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { transfer.start($0) }
        } onCancel: {
            CancellationQueue.async { transfer.cancel() }
        }
        transfer.acceptHandOff()
        return streamed
    }

    /// The task that sends `request` with `body`: an upload from the file, or the request's own bytes. Call it
    /// with a body ``spooled(_:)`` has prepared, which is a file whatever its source.
    static func task(
        for request: URLRequest,
        body: UploadBody?,
        on session: URLSession,
        completion: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)? = nil
    ) -> URLSessionDataTask {
        if let body {
            // Every caller spools first (`spooled(_:)`): a body here is a file.
            guard case .file(let file) = body.source else { preconditionFailure("an upload body not spooled") }
            guard let completion else { return session.uploadTask(with: request, fromFile: file) }
            return session.uploadTask(with: request, fromFile: file, completionHandler: completion)
        }
        guard let completion else { return session.dataTask(with: request) }
        return session.dataTask(with: request, completionHandler: completion)
    }

    /// `body` as URLSession can send it and send again: parts (a multipart body with files) and one-shot streams
    /// are first written to a temporary file, on every platform. URLSession resends a file itself when a reused
    /// connection turns out closed; a stream (`httpBodyStream`) it cannot read twice, and asks for a new one
    /// (`urlSession(_:task:needNewBodyStream:)`), which a one-shot stream cannot give. FoundationNetworking also
    /// sends any stream chunked, without the `Content-Length` a multipart body has, and reads it inside libcurl's
    /// callback on a work queue every session shares. Returns the body to send and the temporary file to remove
    /// afterwards.
    static func spooled(_ body: UploadBody?) async throws -> (body: UploadBody?, temporary: URL?) {
        guard let body else { return (nil, nil) }
        if case .file = body.source { return (body, nil) }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("restchain-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: file)
        else { throw RESTError.invalidRequest(reason: "cannot write the multipart body to a temporary file") }
        defer { try? handle.close() }
        do {
            for try await chunk in body.chunks() { try handle.write(contentsOf: chunk) }
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw error
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value
        return (UploadBody(.file(file), length: size ?? body.length), file)
    }

    /// URLSession's `timeoutInterval` for a streamed exchange: the silence limit rounded up to whole seconds (at
    /// least one), a backstop above the deadline, or a year when neither is set.
    static func silenceLimit(for request: TransportRequest) -> TimeInterval {
        if let idle = request.idleTimeout {
            let seconds = Double(idle.components.seconds) + Double(idle.components.attoseconds) * 1e-18
            return max(1, seconds.rounded(.up))
        }
        if let remaining = request.timeRemaining { return Deadline.backstop(for: remaining) }
        return 365 * 86_400
    }
}
