// StreamedBody: a request body read while it is sent — a file, a one-shot stream, or multipart with file parts.
import Foundation

/// A body that is never held in memory, and how each attempt gets its ``UploadBody``.
enum StreamedBody: Sendable {
    /// A file, sent from disk.
    case file(URL)
    /// The caller's chunks, readable once.
    case oneShot(OneShotStream, length: Int64?)
    /// Multipart fields in memory and files on disk, written in order.
    case multipart([MultipartPart], boundary: String)

    /// Whether another attempt can send the body again.
    var isReplayable: Bool {
        if case .oneShot = self { return false }
        return true
    }

    /// The number of bytes the body has now, when it can be known (files are measured when the request starts).
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when a file cannot be read.
    func length() throws(RESTError) -> Int64? {
        switch self {
        case .file(let file):
            return try Self.size(of: file)
        case .oneShot(_, let length):
            return length
        case .multipart(let parts, let boundary):
            var total = Int64(MultipartEncoder.closing(boundary).count)
            for part in parts {
                total += Int64(MultipartEncoder.head(of: part, boundary: boundary).count) + 2
                total +=
                    try part.fileURL.map { file throws(RESTError) in try Self.size(of: file) } ?? Int64(part.data.count)
            }
            return total
        }
    }

    /// The body of one attempt.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when a one-shot stream was already sent.
    func upload(length: Int64?) throws(RESTError) -> UploadBody {
        switch self {
        case .file(let file):
            return UploadBody(.file(file), length: length)
        case .oneShot(let stream, _):
            return UploadBody(.stream(try stream.take()), length: length)
        case .multipart(let parts, let boundary):
            var pieces: [UploadBody.Part] = []
            for part in parts {
                var head = MultipartEncoder.head(of: part, boundary: boundary)
                if let file = part.fileURL {
                    pieces += [.data(head), .file(file), .data(Data("\r\n".utf8))]
                } else {
                    head.append(part.data)
                    head.append(Data("\r\n".utf8))
                    pieces.append(.data(head))
                }
            }
            pieces.append(.data(MultipartEncoder.closing(boundary)))
            return UploadBody(.parts(pieces), length: length)
        }
    }

    private static func size(of file: URL) throws(RESTError) -> Int64 {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            guard (attributes[.type] as? FileAttributeType) != .typeDirectory,
                let size = attributes[.size] as? NSNumber
            else { throw RESTError.invalidRequest(reason: "\(file.lastPathComponent) is not a regular file") }
            return size.int64Value
        } catch let error as RESTError {
            throw error
        } catch {
            throw .invalidRequest(reason: "cannot read the file \(file.lastPathComponent) to send")
        }
    }
}

/// The caller's chunks for a ``RequestBody/stream(_:length:contentType:)`` body: handed to the first attempt only.
final class OneShotStream: Sendable {
    private let start: @Sendable () -> AsyncChunkSequence
    private let taken = Locked(false)

    init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
        start = {
            ChunkPump.start { writer in
                for try await chunk in chunks { try await writer.write(chunk) }
            }
        }
    }

    /// The chunks, the first time.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` after the first time.
    func take() throws(RESTError) -> AsyncChunkSequence {
        let first = taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
        guard first else {
            throw .invalidRequest(reason: "the body is a one-shot stream that was already sent; it cannot be replayed")
        }
        return start()
    }
}
