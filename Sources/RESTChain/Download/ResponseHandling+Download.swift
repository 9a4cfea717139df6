// ResponseHandling+Download: a body saved to a file as it arrives — atomic, resumable, never held in memory.
import Foundation

extension ResponseHandling {
    /// Saves the body to `destination` as it arrives, and returns when the file is complete.
    ///
    /// The body goes to `<destination>.part` and is renamed to `destination` only once it is whole, so a partial
    /// file never appears under the final name, whatever fails or is cancelled. The next download of the same URL
    /// to the same destination continues where that one stopped: it asks for the rest with `Range`, and with
    /// `If-Range` carrying the `ETag` (or `Last-Modified`) the first part came with. When the server sends the
    /// whole body instead (`200`, because it ignores ranges or the resource changed), or a range that does not
    /// start where the file stops, the download starts over from the first byte.
    ///
    /// Like ``bytes()``, a download is never joined with another request nor cached; the session's timeout limits
    /// silence rather than the whole transfer, and there is no size limit unless the session set one with
    /// ``RequestShaping/responseSizeLimit(_:)`` (it applies to the whole file). With ``RequestShaping/progress(_:)``
    /// the progress counts the bytes already on disk.
    ///
    /// A body sent in a `Content-Encoding` the transport decodes (gzip, deflate, br, zstd) is saved decoded: the
    /// size limit and the progress count the decoded bytes, and the progress has no total, since the
    /// `Content-Length` counts the encoded ones.
    ///
    /// Each piece is written where the transport receives it (for `CurlTransport`, on its event-loop thread, straight
    /// from libcurl's buffer), so a download costs no copy and no hop between threads; a disk slower than the network
    /// holds back that transport's other transfers while it writes.
    /// ```swift
    /// let saved = try await api.get("exports/2026.zip").download(to: URL(fileURLWithPath: "2026.zip"))
    /// print(saved.size, "bytes,", saved.resumedFrom, "of them from an earlier attempt")
    /// ```
    /// - Parameters:
    ///   - destination: The file to write; its folder is created, a file already there is replaced.
    ///   - resuming: Whether to continue a partial file left by an earlier attempt; `true` by default.
    /// - Returns: The file, its size and the response head.
    /// - Throws: ``RESTError/httpStatus(_:)`` for a status the request does not accept (the partial file is kept);
    ///   ``RESTError/transport(_:)`` or ``RESTError/cancelled`` when the transfer stops (the partial file is kept
    ///   for the next attempt); ``RESTError/responseTooLarge(limit:url:)``; ``RESTError/invalidRequest(reason:)``
    ///   when the file cannot be written.
    public func download(to destination: URL, resuming: Bool = true) async throws(RESTError) -> DownloadedFile {
        let partial = PartialDownload(destination: destination)
        let url = request.absoluteString
        var resumable = resuming ? partial.resumable(for: url) : nil
        if !resuming { partial.discard() }
        while true {
            var fields: HTTPHeaders = [:]
            if let resumable {
                fields = ["Range": "bytes=\(resumable.size)-", "If-Range": resumable.validator]
            }
            let response: StreamedResponse
            do {
                response = try await client.pipeline.stream(
                    for: request, adding: fields, resumingAt: resumable?.size ?? 0)
            } catch .httpStatus(let failure) where failure.statusCode == 416 && resumable != nil {
                // Nothing left to send after the partial file: it is not the file the server has; start over.
                partial.discard()
                resumable = nil
                continue
            }
            let head = response.head
            var offset: Int64 = 0
            if let kept = resumable, head.statusCode == 206 {
                guard ContentRange(head.headers["Content-Range"])?.start == kept.size else {
                    // A range that does not continue the file: start over with the whole body.
                    response.body.cancel()
                    partial.discard()
                    resumable = nil
                    continue
                }
                offset = kept.size
            }
            let written = try await save(response, to: partial, at: offset, url: url)
            try partial.complete()
            return DownloadedFile(file: destination, response: head, size: offset + written, resumedFrom: offset)
        }
    }

    /// Writes the body of `response` to the partial file from `offset`; returns the bytes written.
    private func save(
        _ response: StreamedResponse,
        to partial: PartialDownload,
        at offset: Int64,
        url: String
    ) async throws(RESTError) -> Int64 {
        let handle: FileHandle
        do {
            handle = try partial.open(at: offset, url: url, validator: PartialDownload.validator(of: response.head))
        } catch {
            response.body.cancel()
            throw error
        }
        defer { try? handle.close() }
        let writer = PartialFileWriter(
            descriptor: handle.fileDescriptor, name: partial.data.lastPathComponent, offset: offset,
            limit: request.responseSizeLimit.flatMap { $0 == .max ? nil : Int64($0) }, url: response.head.url)
        do {
            // Written on the transport's thread as the pieces arrive: no copy, no hop to this task per piece.
            try await response.body.drain { writer.append($0) }
        } catch let error as RESTError {
            if case .responseTooLarge = error { partial.discard() }
            throw error
        } catch {
            throw RESTError(error)
        }
        let written = writer.written
        // An encoded body's Content-Length counts the encoded bytes, not the decoded ones written.
        if let expected = response.head.deliveredBodyLength, expected != written {
            let failing = response.head.url ?? URL(string: url)
            throw RESTError(
                URLError(.networkConnectionLost, userInfo: failing.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        }
        return written
    }
}

/// The start of a `Content-Range: bytes first-last/total` field.
struct ContentRange {
    let start: Int64

    init?(_ field: String?) {
        guard let field, field.lowercased().hasPrefix("bytes ") else { return nil }
        let range = field.dropFirst(6).split(separator: "/").first ?? ""
        guard let first = range.split(separator: "-").first,
            let start = Int64(first.trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.start = start
    }
}
