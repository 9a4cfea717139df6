// InlineDelegateQueue: the delegate queue of URLSessionTransport's session, which runs each delegate call at once.
import Foundation

/// The delegate queue of a ``URLSessionTransport``'s own session: it runs every block it is given at once, on the
/// thread that adds it — FoundationNetworking's work queue, where libcurl's events arrive.
///
/// FoundationNetworking hands each delegate call (response head, each body piece, completion) to the delegate queue
/// as an operation of its own; on an ordinary `OperationQueue` that is an `Operation`, its scheduling and a thread
/// wake-up each, three per small GET where `data(for:)` calls its completion inline. ``TransferDelegate``'s methods
/// only take a lock for a few instructions, resume a continuation and hand cancellations to ``CancellationQueue``, and
/// never wait for the session, so running them on the work queue cannot block it (see ``Transfer``).
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
