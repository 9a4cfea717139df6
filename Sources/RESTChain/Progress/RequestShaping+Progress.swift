// RequestShaping+Progress: watching one request's upload and download as they move.
import Foundation

extension RequestShaping {
    /// This session, telling `handler` how far its upload and download have gone.
    ///
    /// The handler runs where it is isolated, like the completion handlers: a `@MainActor` closure on the main
    /// actor. It is called at most about twenty times a second per direction, in order, and once more when a
    /// direction completes. Such a request is never joined with an identical GET in flight, so its bytes are its
    /// own; a cache hit moves no bytes and reports only its completion.
    /// ```swift
    /// let file = try await api.get("exports/2026.zip")
    ///     .progress { @MainActor progress in bar.value = progress.fractionCompleted ?? 0 }
    ///     .download(to: destination)
    /// ```
    /// - Parameter handler: Told each update.
    /// - Returns: The session with the handler, replacing any other progress observer.
    public func progress(_ handler: @escaping @isolated(any) @Sendable (TransferProgress) -> Void) -> Self {
        var copy = self
        copy.request.progress = .handler(handler)
        return copy
    }

    /// This session, yielding its progress to `continuation` and finishing it when the request ends.
    ///
    /// ```swift
    /// let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
    /// async let file = api.get("exports/2026.zip").progress(reportingTo: continuation).download(to: destination)
    /// for await update in updates { print(update.completedBytes, "of", update.totalBytes ?? 0) }
    /// ```
    /// - Parameter continuation: Where updates go, as ``progress(_:)`` describes.
    /// - Returns: The session with the observer, replacing any other progress observer.
    public func progress(reportingTo continuation: AsyncStream<TransferProgress>.Continuation) -> Self {
        var copy = self
        copy.request.progress = .continuation(continuation)
        return copy
    }
}
