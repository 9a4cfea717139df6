// CurlUpload: an upload body as libcurl's read callback takes it — files read into curl's buffer, a stream pulled.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The body of one exchange, handed to libcurl piece by piece from its read callback on the event loop's
    /// thread: no copy of the body is ever held in memory.
    ///
    /// Files are opened when the upload is made (so a missing file fails the request before anything is sent) and
    /// read straight into libcurl's buffer; bytes in memory are copied from where they are; a one-shot stream is
    /// pulled without waiting, and while it has nothing to give, sending pauses until it does. A file or parts
    /// body can go back to any position (libcurl rewinds when it resends on a fresh connection); a stream cannot.
    final class CurlUpload {
        /// One piece of the body and where it comes from.
        private enum Piece {
            case bytes(Data)
            case file(FileHandle, size: Int64, name: String)

            var size: Int64 {
                switch self {
                case .bytes(let data): Int64(data.count)
                case .file(_, let size, _): size
                }
            }
        }

        /// What a read from the body gives.
        enum Read {
            /// This many bytes were copied; zero at the end of the body.
            case bytes(Int)
            /// Nothing is ready: pause sending until the stream calls back.
            case pending
            /// The body failed with this error.
            case failed(any Error)
        }

        private let pieces: [Piece]
        private let stream: AsyncChunkSequence?
        /// The piece being read and the offset in it.
        private var index = 0
        private var offset: Int64 = 0

        /// The number of bytes, when known.
        let length: Int64?

        /// Opens the body's files.
        ///
        /// - Throws: ``RESTError/invalidRequest(reason:)`` naming a file that cannot be read.
        init(_ body: UploadBody) throws {
            length = body.length
            switch body.source {
            case .stream(let chunks):
                pieces = []
                stream = chunks
            case .file(let file):
                pieces = [try Self.open(file)]
                stream = nil
            case .parts(let parts):
                pieces = try parts.map { part in
                    switch part {
                    case .data(let data): .bytes(data)
                    case .file(let file): try Self.open(file)
                    }
                }
                stream = nil
            }
        }

        deinit {
            for case .file(let handle, _, _) in pieces { try? handle.close() }
            // A stream not read to its end is let go: its producer stops.
            stream?.cancel()
        }

        /// Copies the next bytes of the body into `buffer`; `whenReadable` is called once a paused stream has more.
        func read(into buffer: UnsafeMutableRawBufferPointer, whenReadable: @escaping @Sendable () -> Void) -> Read {
            if let stream { return pull(stream, into: buffer, whenReadable: whenReadable) }
            var copied = 0
            while copied < buffer.count, index < pieces.count {
                let target = UnsafeMutableRawBufferPointer(rebasing: buffer[copied...])
                let count: Int
                switch pieces[index] {
                case .bytes(let data):
                    let start = data.startIndex + Int(offset)
                    count = min(target.count, data.endIndex - start)
                    if count > 0 { data[start..<start + count].withUnsafeBytes { target.copyMemory(from: $0) } }
                case .file(let handle, _, let name):
                    let result = readFile(handle.fileDescriptor, target.baseAddress, target.count)
                    guard result >= 0 else {
                        return .failed(RESTError.invalidRequest(reason: "cannot read the file \(name) to send"))
                    }
                    count = result
                }
                if count == 0 {
                    guard enter(index + 1) else {
                        return .failed(RESTError.invalidRequest(reason: "cannot read a file to send"))
                    }
                } else {
                    offset += Int64(count)
                    copied += count
                }
            }
            return .bytes(copied)
        }

        /// Goes to `position` from the start of the body, for a resend; `false` when the body cannot.
        func seek(to position: Int64) -> Bool {
            guard stream == nil, position >= 0 else { return false }
            var remaining = position
            for (at, piece) in pieces.enumerated() {
                if remaining < piece.size { return enter(at, at: remaining) }
                remaining -= piece.size
            }
            // At the end: nothing left to send.
            return remaining == 0 && enter(pieces.count)
        }

        /// Makes piece `at` the one being read, from `position` in it; files are read from that position on.
        private func enter(_ at: Int, at position: Int64 = 0) -> Bool {
            index = at
            offset = position
            guard at < pieces.count, case .file(let handle, _, _) = pieces[at] else { return true }
            return lseek(handle.fileDescriptor, off_t(position), SEEK_SET) >= 0
        }

        private func pull(
            _ stream: AsyncChunkSequence, into buffer: UnsafeMutableRawBufferPointer,
            whenReadable: @escaping @Sendable () -> Void
        ) -> Read {
            do {
                switch try stream.read(upTo: buffer.count) {
                case .chunk(let chunk):
                    chunk.withUnsafeBytes { buffer.copyMemory(from: $0) }
                    return .bytes(chunk.count)
                case .end:
                    return .bytes(0)
                case .pending:
                    stream.whenReadable(whenReadable)
                    return .pending
                }
            } catch {
                return .failed(error)
            }
        }

        private static func open(_ file: URL) throws -> Piece {
            guard let handle = try? FileHandle(forReadingFrom: file) else {
                throw RESTError.invalidRequest(reason: "cannot read the file \(file.lastPathComponent) to send")
            }
            var status = stat()
            guard fstat(handle.fileDescriptor, &status) == 0 else {
                try? handle.close()
                throw RESTError.invalidRequest(reason: "cannot read the file \(file.lastPathComponent) to send")
            }
            return .file(handle, size: Int64(status.st_size), name: file.lastPathComponent)
        }
    }

    /// `read(2)`, named apart from ``CurlUpload/read(into:whenReadable:)``.
    private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }
#endif
