// RequestShaping+Compression: one request's body sent compressed, whatever its client says.
import Foundation

extension RequestShaping {
    /// Sends this request's body compressed by `compression` (gzip unless told), with `Content-Encoding` set, when
    /// its client does not compress bodies (``ClientConfiguration/requestBodyCompression``) or compresses them
    /// otherwise.
    ///
    /// ```swift
    /// try await api.post("logs", body: .json(batch)).compressingBody().response()
    /// ```
    ///
    /// A body that streams stays streamed, compressed piece by piece; ``BodyCompression`` says what else changes.
    public func compressingBody(_ compression: BodyCompression = .gzip) -> Self {
        var copy = self
        copy.request.bodyCompression = compression
        return copy
    }
}
