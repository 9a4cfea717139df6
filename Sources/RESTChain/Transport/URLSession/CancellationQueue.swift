// CancellationQueue: where RESTChain cancels work — plain threads, never the cooperative pool.
import Foundation

/// Runs cancellations on plain threads of their own, never on Swift's cooperative pool.
///
/// `URLSessionTask.cancel()` waits on FoundationNetworking's work queue (`workQueue.sync`), and so can
/// `Task.cancel()` when the cancelled task's handlers call it. Waiting there from a cooperative thread, or from a
/// cancellation handler (which holds the cancelled task's status lock), is how swift-corelibs-foundation #5412
/// freezes a process. Everything RESTChain cancels goes through here instead.
enum CancellationQueue {
    /// Runs `work` soon on a thread of its own; returns at once.
    ///
    /// A thread each, because a cancellation may wait on a busy session: on a shared queue it would hold up every
    /// cancellation behind it, and on a concurrent queue it would use up libdispatch's few workers.
    static func async(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }

}
