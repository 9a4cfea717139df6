// InlineResumption: lets a shared request's task go on where its transfer completes, instead of on another thread.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a coalesced GET's shared task goes on after the network: on the thread that completed its transfer.
///
/// Without it a GET changes threads twice after the network: the transfer's completion schedules the shared task
/// on the cooperative pool, and the shared task then schedules each waiter. A transport called by hand changes
/// threads once. The shared task of a request that runs only RESTChain's own code after the network (no monitor,
/// no adapter, ``URLSessionTransport`` or `CurlTransport`, a cache in memory only) prefers ``Executor/shared``;
/// when the transport resumes it inside ``resuming(_:)`` (``Transfer`` on FoundationNetworking's work queue,
/// `CurlEventLoop` on its own thread), the executor runs it at once on that thread, up to its next suspension —
/// usually its end, after resuming the waiters, which are scheduled on the pool as by hand.
///
/// It pays while few requests are in flight, when changing threads is most of what a GET waits for after the
/// network. With many, every thread is awake already and the hop costs little, while the transport's one thread
/// (FoundationNetworking's work queue, libcurl's event loop) is the bottleneck: a shared task started when
/// ``flightLimit`` requests are in flight already is scheduled on the pool as usual.
///
/// Only the one resumption the transport marks runs inline; every other job of that task (a retry after its pause,
/// a hop to the rate limiter) goes to the global executor as usual. The inline part stores the answer in memory
/// and resumes continuations, so the transport's thread is held for a few microseconds. It must never wait on that
/// thread. libcurl's event loop is only ever posted to (a redirect or a retry that reaches `CurlTransport` inline
/// adds its transfer and suspends). URLSession is waited on: a retry that goes on at once (a zero pause, whose
/// sleep may be over before the task suspends) reaches ``URLSessionTransport`` still inline, and the transport then
/// sends from a task of the pool (``isRunningInline``), because creating a data task waits on the work queue.
///
/// When the system has no thread-specific key left to give, nothing runs inline and every GET hops as before.
enum InlineResumption {
    /// The number of requests in flight from which a new shared task no longer resumes inline.
    static let flightLimit = 4

    /// Runs `resume`, letting the task it resumes run on this thread when that task prefers ``Executor/shared``.
    static func resuming(_ resume: () -> Void) {
        guard let mark else { return resume() }
        let outer = pthread_getspecific(mark)
        pthread_setspecific(mark, State.pending.pointer)
        resume()
        pthread_setspecific(mark, outer)
    }

    /// Whether this thread is running a shared task inline: FoundationNetworking's work queue, where starting a
    /// data task would wait on the queue itself. ``URLSessionTransport`` sends from a task of the pool instead.
    static var isRunningInline: Bool {
        guard let mark else { return false }
        return pthread_getspecific(mark) == State.running.pointer
    }

    /// Whether this thread is inside ``resuming(_:)`` and no job has claimed that yet; claims it, and the caller
    /// runs the job inline, then calls ``finishInline()``.
    fileprivate static func claim() -> Bool {
        guard let mark, pthread_getspecific(mark) == State.pending.pointer else { return false }
        pthread_setspecific(mark, State.running.pointer)
        return true
    }

    /// Ends the inline run ``claim()`` began; later jobs of this resumption go to the pool.
    fileprivate static func finishInline() {
        guard let mark else { return }
        pthread_setspecific(mark, nil)
    }

    /// What this thread is doing, in its thread-specific slot (`nil`: neither).
    private enum State: Int {
        /// Inside ``resuming(_:)``: the next job a shared task enqueues may run here.
        case pending = 1
        /// Running a shared task inline.
        case running = 2

        /// The slot's value: a pointer that only encodes the state.
        var pointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: rawValue) }
    }

    /// A thread-specific slot holding a ``State``; `nil` when the system had no key left to give.
    private static let mark: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Runs a job inline when it is the resumption ``resuming(_:)`` marks, else hands it to the global executor.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    final class Executor: TaskExecutor {
        /// The one executor every shared task that may resume inline prefers.
        static let shared = Executor()

        func enqueue(_ job: consuming ExecutorJob) {
            if InlineResumption.claim() {
                job.runSynchronously(on: asUnownedTaskExecutor())
                InlineResumption.finishInline()
            } else {
                globalConcurrentExecutor.enqueue(job)
            }
        }
    }
}
