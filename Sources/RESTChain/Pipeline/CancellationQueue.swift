// CancellationQueue: where RESTChain cancels work — plain Dispatch threads, never the cooperative pool.
import Foundation

/// Runs cancellations on plain Dispatch threads, never on Swift's cooperative pool.
///
/// `URLSessionTask.cancel()` waits on FoundationNetworking's work queue (`workQueue.sync`), and so can
/// `Task.cancel()` when the cancelled task's handlers call it. Waiting there from a cooperative thread, or from a
/// cancellation handler (which holds the cancelled task's status lock), is how swift-corelibs-foundation #5412
/// freezes a process. Everything RESTChain cancels goes through here instead.
enum CancellationQueue {
    /// Deadlines fire on a serial queue: libdispatch gives it a thread even when every worker is blocked.
    private static let timers = DispatchQueue(label: "RESTChain.deadlines")

    /// Runs `work` soon on a thread of its own; returns at once.
    ///
    /// A thread each, because a cancellation may wait on a busy session: on a shared queue it would hold up every
    /// cancellation behind it, and on a concurrent queue it would use up libdispatch's few workers.
    static func async(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }

    /// Runs `work` on a plain thread after `seconds` (it must not block: deadlines share the thread); the returned item cancels it if it has not run yet.
    static func after(_ seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> DispatchWorkItem {
        let item = DispatchWorkItem(block: work)
        timers.asyncAfter(deadline: .now() + seconds, execute: item)
        return item
    }
}
