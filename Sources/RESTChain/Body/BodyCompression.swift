// BodyCompression: a request body sent compressed (gzip or deflate), opted into per client or per request.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a request body is compressed before it is sent: gzip or deflate, with `Content-Encoding` set.
///
/// Off by default — a server must be able to read a compressed request body, and most do not — and turned on for
/// every request of a client (``ClientConfiguration/requestBodyCompression``) or for one
/// (``RequestShaping/compressingBody(_:)``):
///
/// ```swift
/// let logs = try RESTClient(baseURL: "https://logs.example.com").configured { $0.requestBodyCompression = .gzip }
/// try await logs.post("batch", json: events).response()
/// ```
///
/// A body in memory is compressed once per attempt and sent with its new `Content-Length`; a body that streams (a
/// file, a one-shot stream, multipart with files) stays streamed, compressed piece by piece as it is read, and goes
/// with chunked transfer coding since its compressed length is not known ahead. A request that already has a
/// `Content-Encoding` is sent as it is. The response size limit is about the response and does not change.
///
/// gzip and deflate are the codings: zstd would need libzstd, which not every Linux machine has, and the root
/// package depends on nothing but the system's zlib (every Apple SDK has it; `zlib1g-dev` on Debian).
public struct BodyCompression: Sendable, Hashable, CustomStringConvertible {
    /// Whether the body is sent in gzip rather than deflate: a flag, not the coding's name, so that the settings
    /// every request copies hold nothing to retain.
    private let isGzip: Bool
    /// Whether a body in memory that compression would not make smaller is sent as it is (HTTPie's `--compress`).
    /// A streamed body is always compressed: its size is known only once it has been sent.
    public let onlyWhenSmaller: Bool

    /// gzip (RFC 1952), always.
    public static let gzip = Self(isGzip: true, onlyWhenSmaller: false)
    /// deflate: HTTP's name for the zlib format (RFC 1950), always; what HTTPie's `--compress` sends.
    public static let deflate = Self(isGzip: false, onlyWhenSmaller: false)

    /// The same coding, skipped for a body in memory that it would not make smaller.
    public var whenSmaller: Self { Self(isGzip: isGzip, onlyWhenSmaller: true) }

    /// The `Content-Encoding` the body is sent in: `gzip` or `deflate`.
    public var coding: String { isGzip ? "gzip" : "deflate" }

    private init(isGzip: Bool, onlyWhenSmaller: Bool) {
        self.isGzip = isGzip
        self.onlyWhenSmaller = onlyWhenSmaller
    }

    /// The coding, and whether it is skipped when it would not make a body smaller.
    public var description: String { onlyWhenSmaller ? "\(coding) when smaller" : coding }
}

extension BodyCompression {
    /// `attempt` with its body compressed, unless it has none or already has a `Content-Encoding`: a body in memory
    /// at once (left as it is when ``onlyWhenSmaller`` and it would not shrink), a streamed one piece by piece as
    /// it is read, its `Content-Length` dropped for chunked transfer coding.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when zlib fails.
    func compress(_ attempt: inout TransportRequest) throws(RESTError) {
        guard attempt.urlRequest.value(forHTTPHeaderField: "Content-Encoding") == nil else { return }
        if let upload = attempt.body {
            attempt.body = UploadBody(.stream(Self.compressing(upload.chunks(), gzip: isGzip)), length: nil)
            attempt.urlRequest.setValue(nil, forHTTPHeaderField: "Content-Length")
        } else if let data = attempt.urlRequest.httpBody, !data.isEmpty {
            let compressed = try Deflater.compressed(data, gzip: isGzip)
            if onlyWhenSmaller, compressed.count >= data.count { return }
            attempt.urlRequest.httpBody = compressed
        } else {
            return
        }
        attempt.urlRequest.setValue(coding, forHTTPHeaderField: "Content-Encoding")
    }

    /// `chunks` compressed as they are read, paced by whoever reads the result.
    private static func compressing(_ chunks: AsyncChunkSequence, gzip: Bool) -> AsyncChunkSequence {
        ChunkPump.start { writer in
            let deflater = try Deflater(gzip: gzip)
            do {
                for try await chunk in chunks {
                    let compressed = try deflater.compress(chunk)
                    if !compressed.isEmpty { try await writer.write(compressed) }
                }
                try await writer.write(try deflater.finish())
            } catch {
                // The reader left or the source failed: the source stops too.
                chunks.cancel()
                throw error
            }
        }
    }
}
