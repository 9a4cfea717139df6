// DelegateQueue: the serial delegate queue of URLSessionTransport's sessions; inline on Linux, where it is safe.
import Foundation

/// The delegate queue of a ``URLSessionTransport``'s own sessions: serial, as Apple requires of a delegate queue
/// (`URLSession.init(configuration:delegate:delegateQueue:)`), whichever way the session adds its operations.
///
/// With FoundationNetworking (Linux) it also runs each block given to `addOperation(_:)` at once, on the thread that
/// adds it: the session's work queue, where libcurl's events arrive. There each delegate call (response head, each
/// body piece, completion) would otherwise be an `Operation`, its scheduling and a thread wake-up, three per small
/// GET. ``TransferDelegate``'s methods only take a lock for a few instructions, resume a continuation and hand
/// cancellations to ``CancellationQueue``, and never wait for the session, so running them there cannot block it.
/// On Apple platforms, where which `OperationQueue` entry point the session uses is not documented, it is an
/// ordinary serial queue.
final class DelegateQueue: OperationQueue, @unchecked Sendable {
    override init() {
        super.init()
        maxConcurrentOperationCount = 1
        name = "RESTChain URLSession delegate"
    }

    #if canImport(FoundationNetworking)
        override func addOperation(_ block: @escaping @Sendable () -> Void) {
            block()
        }
    #endif
}
