// CurlTransport+Streaming: responses handed over at their head, the body read as it arrives, at the reader's pace.
#if os(Linux) && canImport(CCurl)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension CurlTransport {
        /// Sends `request` and returns at the final response's head, with the body to read as it arrives.
        ///
        /// Redirects are followed first, by the rules of ``send(_:)`` (or returned as the response, when
        /// ``Configuration/followsRedirects`` is off); interim `1xx` heads are skipped. The body
        /// is handed over as libcurl receives it, with backpressure: when the reader falls more than 1 MiB behind,
        /// the transfer pauses (libcurl stops reading the socket, so the server's sending stalls) until the reader
        /// has caught up to half of that. Leaving the body early — cancelling the reading task, breaking out of
        /// the loop, dropping the sequence — stops the transfer and closes its connection at once.
        ///
        /// ``TransportRequest/idleTimeout`` bounds the silence before the head and between pieces of the body (a
        /// transfer paused for its reader is not silent); ``TransportRequest/deadline`` bounds the whole exchange.
        ///
        /// - Throws: Before the head: `URLError` (`.timedOut`, `.httpTooManyRedirects`…),
        ///   ``RESTError/responseTooLarge(limit:url:)`` when the head announces more than the size limit,
        ///   ``RESTError/invalidRequest(reason:)`` when a file to send cannot be read, `CancellationError`. After
        ///   the head the body's sequence ends with the error instead: `URLError(.networkConnectionLost)` for a
        ///   body cut short, `URLError(.timedOut)`, ``RESTError/responseTooLarge(limit:url:)``.
        public func stream(_ request: TransportRequest) async throws -> StreamedResponse {
            try CurlLibrary.requireUsable(for: request.url)
            // The hop on the wire: the reader's resume and departure go to it.
            let current = Locked<CurlTransfer?>(nil)
            let loop = loop
            let (body, continuation) = AsyncChunkSequence.makeStream(
                bufferLimit: Self.streamBufferLimit,
                onResume: { if let transfer = current.withLock({ $0 }) { loop.resumeReceiving(transfer) } },
                onTermination: { if let transfer = current.withLock({ $0 }) { loop.cancel(transfer) } })
            do {
                let head = try await follow(request) { hop, upload in
                    let transfer = try CurlTransfer(
                        streaming: hop, upload: upload, of: request, configuration: configuration, loop: loop,
                        to: continuation)
                    current.withLock { $0 = transfer }
                    return transfer
                }
                return StreamedResponse(head: head, body: body)
            } catch {
                continuation.finish(throwing: error)
                throw error
            }
        }

        /// How far a streamed body's reader may fall behind before the transfer pauses.
        static let streamBufferLimit = 1 << 20
    }
#endif
