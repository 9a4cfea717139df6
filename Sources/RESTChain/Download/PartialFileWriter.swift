// PartialFileWriter: a download's body written to its partial file, piece by piece, on the thread that receives it.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends the pieces of a body to an open partial file with `write(2)`, each piece whole, and refuses the piece
/// that would take the file past the size limit.
///
/// It runs as an ``AsyncChunkSequence`` sink: on the transport's thread, one piece at a time (the sequence's lock
/// orders the calls), so its count needs no lock of its own.
final class PartialFileWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let name: String
    private let limit: Int64?
    private let url: URL?
    private let offset: Int64
    /// Bytes written so far, after `offset`.
    private(set) var written: Int64 = 0

    /// - Parameters:
    ///   - descriptor: The partial file, open for writing at `offset`; the caller keeps it open until the body
    ///     ends and closes it.
    ///   - name: The file's name, for the error a failed write throws.
    ///   - offset: Bytes already in the file, counted against `limit`.
    ///   - limit: The most bytes the whole file may have; `nil` for no limit.
    ///   - url: The URL a ``RESTError/responseTooLarge(limit:url:)`` names.
    init(descriptor: Int32, name: String, offset: Int64, limit: Int64?, url: URL?) {
        self.descriptor = descriptor
        self.name = name
        self.offset = offset
        self.limit = limit
        self.url = url
    }

    /// Writes `bytes` at the end of the file; returns the error that ends the download, or `nil`.
    func append(_ bytes: UnsafeRawBufferPointer) -> RESTError? {
        if let limit, offset + written + Int64(bytes.count) > limit {
            return .responseTooLarge(limit: Int(clamping: limit), url: url)
        }
        guard var start = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let count = write(descriptor, start, left)
            if count < 0 {
                if errno == EINTR { continue }
                return .invalidRequest(reason: "cannot write \(name): \(String(cString: strerror(errno)))")
            }
            start += count
            left -= count
        }
        written += Int64(bytes.count)
        return nil
    }
}
