// ProgressObserver: who is told a request's progress — an isolated closure or an AsyncStream's continuation.
import Foundation

/// Who watches one request's progress, as a session stores it.
enum ProgressObserver: Sendable {
    /// A closure, run where it is isolated, one call after the other.
    case handler(@isolated(any) @Sendable (TransferProgress) -> Void)
    /// An `AsyncStream`'s continuation, finished when the request ends.
    case continuation(AsyncStream<TransferProgress>.Continuation)

    /// Ends the observation of a request that failed before it moved a byte.
    func abandon() {
        if case .continuation(let continuation) = self { continuation.finish() }
    }
}
