// UploadBody: a request body a transport streams rather than holds — a file on disk or a one-shot stream.
import Foundation

/// A request body sent as it is read: from a file on disk, or from a stream that can be read only once.
///
/// When ``TransportRequest/body`` is set, the request's `urlRequest` carries no body of its own and, when the
/// length is known, a `Content-Length` header of ``length``; the transport sends the body from here.
public struct UploadBody: Sendable {
    /// Where the bytes come from.
    public enum Source: Sendable {
        /// A file, read from disk in pieces; it can be sent again.
        case file(URL)
        /// Bytes in memory and files on disk, sent one after the other (a multipart body with files); it can be
        /// sent again.
        case parts([Part])
        /// A stream of chunks that can be read only once.
        case stream(AsyncChunkSequence)
    }

    /// One piece of a ``Source/parts(_:)`` body.
    public enum Part: Sendable {
        /// Bytes in memory.
        case data(Data)
        /// A file's bytes, read from disk in pieces.
        case file(URL)
    }

    /// Where the bytes come from.
    public let source: Source
    /// The number of bytes, when known; a body of unknown length is sent with chunked transfer coding.
    public let length: Int64?

    /// Creates an upload body.
    ///
    /// - Parameters:
    ///   - source: Where the bytes come from.
    ///   - length: The number of bytes, when known.
    public init(_ source: Source, length: Int64?) {
        self.source = source
        self.length = length
    }

    /// The body as chunks, whatever its source, for a transport that reads every body one way: a stream is
    /// returned as it is; a file or parts are read from disk in pieces of 256 KiB as the consumer asks, on a queue
    /// of their own, so a slow disk never holds up the consumer's thread.
    public func chunks() -> AsyncChunkSequence {
        if case .stream(let chunks) = source { return chunks }
        return pumped(from: 0)
    }

    /// The body from byte `position` on, read afresh, for a transport that sends it again on a new connection;
    /// `nil` for a stream, which cannot go back.
    func chunks(from position: Int64) -> AsyncChunkSequence? {
        if case .stream = source { return nil }
        return pumped(from: position)
    }

    private func pumped(from position: Int64) -> AsyncChunkSequence {
        ChunkPump.start { [parts = storedParts] writer in try await ChunkPump.copy(parts, from: position, to: writer) }
    }

    /// The files the body is read from.
    var files: [URL] {
        storedParts.compactMap { part in
            if case .file(let file) = part { return file }
            return nil
        }
    }

    /// The pieces of a body that can be read again: a file is one piece; a stream has none.
    private var storedParts: [Part] {
        switch source {
        case .stream: []
        case .file(let file): [.file(file)]
        case .parts(let parts): parts
        }
    }
}

extension TransportRequest {
    /// ``urlRequest`` with ``body`` read into its `httpBody`: for a transport that cannot stream an upload and
    /// sends whole bodies from memory.
    ///
    /// - Throws: The file's read error, or the stream's error.
    public func urlRequestWithBody() async throws -> URLRequest {
        guard let body else { return urlRequest }
        var request = urlRequest
        var data = Data()
        for try await chunk in body.chunks() { data.append(chunk) }
        request.httpBody = data
        return request
    }
}
