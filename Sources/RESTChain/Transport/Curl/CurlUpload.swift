// CurlUpload: an upload body as libcurl's read callback takes it, pulled from chunks read ahead elsewhere.
#if os(Linux) && canImport(CCurl)
    import Foundation

    /// The body of one exchange, handed to libcurl piece by piece from its read callback on the event loop's
    /// thread, which never waits for it: no copy of the whole body is ever held in memory.
    ///
    /// Every body is pulled from an ``AsyncChunkSequence`` without waiting: a file's or parts' chunks are read
    /// ahead on a queue of their own (``UploadBody/chunks()``), so a slow disk holds up this upload alone, and a
    /// stream's come from its producer. While nothing is ready, sending pauses until the chunks call back. Files
    /// are checked when the upload is made, so a missing one fails the request before anything is sent. A file or
    /// parts body can go back to any position (libcurl rewinds when it resends on a fresh connection): its chunks
    /// are read again from there; a stream cannot.
    final class CurlUpload {
        /// What a read from the body gives.
        enum Read {
            /// This many bytes were copied; zero at the end of the body.
            case bytes(Int)
            /// Nothing is ready: pause sending until the chunks call back.
            case pending
            /// The body failed with this error.
            case failed(any Error)
        }

        private let body: UploadBody
        /// The body from where libcurl last asked for it.
        private var chunks: AsyncChunkSequence

        /// The number of bytes, when known.
        let length: Int64?

        /// Checks that the body's files can be read and starts reading it ahead.
        ///
        /// - Throws: ``RESTError/invalidRequest(reason:)`` naming a file that cannot be read.
        init(_ body: UploadBody) throws {
            for file in body.files where !FileManager.default.isReadableFile(atPath: file.path) {
                throw RESTError.invalidRequest(reason: "cannot read the file \(file.lastPathComponent) to send")
            }
            self.body = body
            length = body.length
            chunks = body.chunks()
        }

        deinit {
            // Chunks not read to their end are let go: their producer stops.
            chunks.cancel()
        }

        /// Copies the next bytes of the body into `buffer`; `whenReadable` is called once paused chunks have more.
        func read(into buffer: UnsafeMutableRawBufferPointer, whenReadable: @escaping @Sendable () -> Void) -> Read {
            do {
                switch try chunks.read(upTo: buffer.count) {
                case .chunk(let chunk):
                    chunk.withUnsafeBytes { buffer.copyMemory(from: $0) }
                    return .bytes(chunk.count)
                case .end:
                    return .bytes(0)
                case .pending:
                    chunks.whenReadable(whenReadable)
                    return .pending
                }
            } catch {
                return .failed(error)
            }
        }

        /// Goes to `position` from the start of the body, for a resend; `false` when the body cannot.
        func seek(to position: Int64) -> Bool {
            guard position >= 0, let restarted = body.chunks(from: position) else { return false }
            chunks.cancel()
            chunks = restarted
            return true
        }
    }
#endif
