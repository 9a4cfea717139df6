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
    /// Within one call, the retry policy (``RequestShaping/retry(_:)``, ``ClientConfiguration/retryPolicy``) covers
    /// the body too: a transfer cut midway (a lost connection, a timeout) is continued the same way after the
    /// policy's pause, as many times as it allows, and the progress goes on from the bytes on disk (it starts over
    /// only when the file does). ``DownloadedFile/resumedFrom`` counts the bytes the last attempt continued. The
    /// policy's ``RetryPolicy/timeBudget`` counts from the first attempt, transfer included: a download that may
    /// run longer than it (60 s for ``RetryPolicy/default``) needs a policy with a larger budget, or none, to be
    /// continued after a late cut.
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
    ///   - resuming: Whether to continue a partial file left by an earlier call; `true` by default. Attempts
    ///     within this call continue each other's bytes either way.
    /// - Returns: The file, its size and the response head.
    /// - Throws: ``RESTError/httpStatus(_:)`` for a status the request does not accept (the partial file is kept);
    ///   ``RESTError/transport(_:)`` or ``RESTError/cancelled`` when the transfer stops and the retry policy tries
    ///   no more (the partial file is kept for the next call); ``RESTError/responseTooLarge(limit:url:)``; ``RESTError/invalidRequest(reason:)``
    ///   when the file cannot be written.
    public func download(to destination: URL, resuming: Bool = true) async throws(RESTError) -> DownloadedFile {
        try await client.pipeline.download(request, to: PartialDownload(destination: destination), resuming: resuming)
    }
}
