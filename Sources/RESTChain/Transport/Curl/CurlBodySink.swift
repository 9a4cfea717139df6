// CurlBodySink: where an exchange's body goes as libcurl delivers it, and CollectedBody, the sink that keeps it.
#if os(Linux) && canImport(CCurl)
    import Foundation

    /// What a sink answers for a piece of the body.
    enum CurlSinkVerdict {
        /// Taken; go on.
        case accepted
        /// Not taken: libcurl pauses the transfer and delivers the same piece again once the loop resumes it.
        case paused
        /// Not taken: the exchange ends with this error.
        case refused(any Error)
    }

    /// Receives the body of one exchange on the event loop's thread, piece by piece.
    ///
    /// Every method runs on the loop's thread, one at a time, so a sink needs no lock for its own state.
    protocol CurlBodySink: AnyObject {
        /// The final head has arrived; an error refuses the body before it starts (its `Content-Length` says it is
        /// too large, say).
        func begin(_ head: CurlResponseHead) -> (any Error)?
        /// A piece of the body, decoded; valid only during the call.
        func receive(_ bytes: UnsafeRawBufferPointer) -> CurlSinkVerdict
        /// The body to put in the response once the exchange is over.
        func finish() -> Data
        /// The exchange is over, complete (`nil`) or failed with `error`; called once, last.
        func end(_ error: (any Error)?)
    }

    /// Keeps the whole body in memory, refusing it once it would pass a size limit.
    final class CollectedBody: CurlBodySink {
        private let limit: Int?
        private let tooLarge: @Sendable () -> any Error
        private let expectsBody: Bool
        private var body = Data()

        /// - Parameters:
        ///   - limit: The most bytes the body may have; `nil` for no limit.
        ///   - expectsBody: `false` for a `HEAD` request, whose `Content-Length` describes a body never sent.
        ///   - tooLarge: The error that refuses a body past `limit`.
        init(limit: Int?, expectsBody: Bool, tooLarge: @escaping @Sendable () -> any Error) {
            self.limit = limit
            self.expectsBody = expectsBody
            self.tooLarge = tooLarge
        }

        func begin(_ head: CurlResponseHead) -> (any Error)? {
            guard let limit, expectsBody, let length = head.contentLength else { return nil }
            if length > limit { return tooLarge() }
            body.reserveCapacity(length)
            return nil
        }

        func receive(_ bytes: UnsafeRawBufferPointer) -> CurlSinkVerdict {
            if let limit, body.count + bytes.count > limit {
                body = Data()
                return .refused(tooLarge())
            }
            body.append(contentsOf: bytes)
            return .accepted
        }

        func finish() -> Data {
            defer { body = Data() }
            return body
        }

        func end(_ error: (any Error)?) {}
    }
#endif
