// CurlStreamedBody: the sink that hands a body to its consumer as it arrives, pausing libcurl while it is behind.
#if os(Linux) && canImport(CCurl)
    import Foundation

    /// Feeds an ``AsyncChunkSequence`` from libcurl's write callback, with the consumer's pace as the limit.
    ///
    /// When a piece makes the consumer's buffer full, the piece is kept and the sink remembers it: the next piece
    /// is answered ``CurlSinkVerdict/paused``, so libcurl holds it and stops reading the socket until the
    /// consumer's `onResume` reaches the event loop (``resumeReceiving()``), which lets libcurl deliver it again.
    /// Over HTTP/1.1 memory stays within the buffer limit plus one of libcurl's pieces, whatever the size of the
    /// body. Over HTTP/2 (offered by default over TLS) a paused stream keeps receiving up to its flow-control
    /// window, which libcurl holds for it: up to 32 MiB a stream in libcurl 7.88 by its `curl_easy_pause`
    /// documentation (10 MiB in later releases), more once a compressed body is decoded; measured from nginx
    /// (BENCHMARKS.md, `Scale paused`): 6.6–10 MiB a paused stream with 4 to 16 paused, 1.1 MiB over HTTP/1.1.
    /// A consumer that drains the body as it arrives (a download to a file) takes each piece here, on the event
    /// loop's thread, straight from libcurl's buffer: no copy, no hop to another thread per piece.
    final class CurlStreamedBody: CurlBodySink {
        private let continuation: AsyncChunkSequence.Continuation
        private let limit: Int?
        private let expectsBody: Bool
        private let tooLarge: @Sendable () -> any Error
        private var received = 0
        /// Whether the consumer's buffer is full: pieces wait in libcurl until it drains.
        private(set) var isHeldBack = false

        /// - Parameters:
        ///   - continuation: The body's consumer.
        ///   - limit: The most bytes the body may have; `nil` for no limit.
        ///   - expectsBody: `false` for a `HEAD` request, whose `Content-Length` describes a body never sent.
        ///   - tooLarge: The error that ends a body past `limit`.
        init(
            _ continuation: AsyncChunkSequence.Continuation, limit: Int?, expectsBody: Bool,
            tooLarge: @escaping @Sendable () -> any Error
        ) {
            self.continuation = continuation
            self.limit = limit
            self.expectsBody = expectsBody
            self.tooLarge = tooLarge
        }

        func begin(_ head: CurlResponseHead) -> (any Error)? {
            guard let limit, expectsBody, let length = head.contentLength, length > limit else { return nil }
            return tooLarge()
        }

        func receive(_ bytes: UnsafeRawBufferPointer) -> CurlSinkVerdict {
            if isHeldBack { return .paused }
            if let limit, received + bytes.count > limit { return .refused(tooLarge()) }
            guard !bytes.isEmpty else { return .accepted }
            received += bytes.count
            switch continuation.yield(contentsOf: bytes) {
            case .more:
                return .accepted
            case .pause:
                isHeldBack = true
                return .accepted
            case .stop:
                return .refused(CancellationError())
            }
        }

        func finish() -> Data { Data() }

        func end(_ error: (any Error)?) {
            continuation.finish(throwing: error)
        }

        /// The consumer drained its buffer: pieces may flow again.
        func resumeReceiving() {
            isHeldBack = false
        }
    }

    /// Drops the body of a redirect about to be followed, reading at most a little of it so the connection can
    /// be kept; past that the exchange stops, which costs only the connection.
    final class DiscardedBody: CurlBodySink {
        private var left = 64 * 1024

        func begin(_ head: CurlResponseHead) -> (any Error)? { nil }

        func receive(_ bytes: UnsafeRawBufferPointer) -> CurlSinkVerdict {
            left -= bytes.count
            return left >= 0 ? .accepted : .refused(CancellationError())
        }

        func finish() -> Data { Data() }

        func end(_ error: (any Error)?) {}
    }
#endif
