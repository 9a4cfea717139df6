// StreamTransfer: one streamed exchange on a URLSession task — the head to its caller, then the body with backpressure.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request whose response is read as it arrives: the caller waits for the head, then a consumer reads the body
/// through an ``AsyncChunkSequence``.
///
/// Backpressure: on Apple platforms the task is suspended while the consumer is behind and resumed when it has
/// caught up. FoundationNetworking (Linux) cannot pause a transfer: its `suspend()` only changes the task's state
/// while libcurl goes on delivering, and every session's work queue targets one shared queue, so a delegate call
/// that waited for the consumer would stop every URLSession request in the process. There the body is queued in
/// memory as it arrives, up to ``unpausedBacklogLimit`` past the buffer's limit: a reader further behind fails the
/// body with `URLError(.dataLengthExceedsMaximum)` saying so, rather than let memory grow with the body. A body
/// arriving faster than the process handles it also keeps that shared queue busy, delaying every other URLSession
/// call; `CurlTransport` pauses libcurl itself and keeps the buffer bounded.
///
/// The caller waiting for the head, then the body's consumer, is resumed exactly once (``ExchangeState``), and
/// `URLSessionTask.cancel()` runs only on ``CancellationQueue``.
final class StreamTransfer: SessionExchange, @unchecked Sendable {
    typealias Waiter = CheckedContinuation<StreamedResponse, any Error>

    let task: URLSessionTask
    private let session: URLSession
    private let request: TransportRequest
    private let lock = NSLock()
    private var state = ExchangeState<Waiter, AsyncChunkSequence.Continuation>()
    private var received: Int64 = 0
    private var head: HTTPURLResponse?
    /// The bytes queued since the buffer asked for a pause this transport cannot make (Linux); back to zero when
    /// the reader has caught up.
    private var backlog = 0
    /// When the task is suspended for the reader and resumed (Apple platforms).
    private var pause = BodyPause()
    /// How far past the buffer's limit a reader may fall behind a transfer that cannot pause: as much as the
    /// default response size limit lets a collected body hold.
    static let unpausedBacklogLimit = 64 << 20
    /// Ends the exchange at the request's deadline, if it has one; cancelled when the exchange ends.
    private var watchdog: Task<Void, Never>?
    private static let bufferLimit = 1 << 20

    /// A file written only for this exchange (a spooled upload), removed when it ends.
    private let temporary: URL?

    init(task: URLSessionTask, session: URLSession, request: TransportRequest, temporary: URL?) {
        self.task = task
        self.session = session
        self.request = request
        self.temporary = temporary
    }

    /// Bounds the whole exchange, body included, by the request's deadline.
    func watchDeadline() {
        guard let deadline = request.deadline else { return }
        let timer = Task { [self] in
            guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else { return }
            fail(request.timedOut)
        }
        lock.withLock { watchdog = timer }
    }

    /// Takes the transfer's lock once, after the caller's continuation returned: the delegate's thread made the
    /// response and then released this lock, so taking it orders those writes before whatever the caller reads next.
    ///
    /// The continuation's resume already orders them at run time, but when the delegate resumes it before the
    /// caller's task reaches its suspension point, the runtime's fast path carries no ThreadSanitizer annotation
    /// (`Scripts/tsan-continuation-repro.swift`), and TSan reported the response's body as racing with its reader.
    /// One uncontended lock an exchange.
    func acceptHandOff() { lock.withLock {} }

    /// Records the caller and starts the task, unless a cancellation came first.
    func start(_ waiter: Waiter) {
        if lock.withLock({ state.start(waiter) }) {
            task.resume()
        } else {
            waiter.resume(throwing: CancellationError())
            stopTask()
        }
    }

    /// Ends the exchange with `CancellationError` while the caller waits for the head. Call it only on
    /// ``CancellationQueue``; once the body streams, its consumer's cancellation ends it instead.
    func cancel() {
        fail(CancellationError(), sparingBody: true)
    }

    /// Ends the exchange with `error`: the waiting caller gets it, or the body's consumer after the queued chunks.
    func fail(_ error: any Error, sparingBody: Bool = false) {
        let (waiter, body) = lock.withLock { state.end(sparingDelivery: sparingBody) }
        guard waiter != nil || body != nil else { return }
        waiter?.resume(throwing: error)
        body?.finish(throwing: error)
        stopTask()
    }

    /// Hands the head to the caller, with the body to come; fails at once when its `Content-Length` passes the limit.
    ///
    /// An interim `1xx` head (`103 Early Hints`), which FoundationNetworking on Linux hands over like a final one,
    /// is skipped: the final head follows it, or the exchange ends without one (`badServerResponse`) or at its
    /// deadline.
    func receive(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse, !Transfer.isInterim(http) else { return }
        if let limit = request.responseSizeLimit, http.expectedContentLength > Int64(limit) {
            fail(request.tooLarge)
            return
        }
        let (sequence, continuation) = AsyncChunkSequence.makeStream(
            bufferLimit: Self.bufferLimit,
            onResume: { [self] in resumeBody() },
            onTermination: { [self] in fail(CancellationError()) })
        let waiter: Waiter? = lock.withLock {
            head = http
            return state.deliver(to: continuation)
        }
        let headResponse = Transfer.response(http, body: Data(), for: task)
        waiter?.resume(returning: StreamedResponse(head: headResponse, body: sequence))
    }

    /// Hands a piece of the body to the consumer; suspends the task while it is behind (Apple platforms).
    func receive(_ data: Data) {
        let (body, size, ticket): (AsyncChunkSequence.Continuation?, Int64, Int) = lock.withLock {
            guard let body = state.consumer else { return (nil, 0, 0) }
            received += Int64(data.count)
            return (body, received, pause.ticket)
        }
        guard let body else { return }
        if let limit = request.responseSizeLimit, size > Int64(limit) {
            fail(request.tooLarge)
            return
        }
        if body.yield(data) == .pause { pauseBody(after: data.count, ticket: ticket) }
    }

    /// Ends the body (or the caller's wait) with what the session reported, then lets the session go.
    func complete(with error: (any Error)?) {
        let (waiter, body) = lock.withLock { state.end() }
        let failure = error.map { Transfer.named($0, head: head, received: Int(clamping: received)) }
        if let waiter {
            waiter.resume(throwing: failure ?? URLError(.badServerResponse))
        } else if let body {
            body.finish(throwing: failure)
        }
        lock.withLock { watchdog }?.cancel()
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        CancellationQueue.async { [session] in session.finishTasksAndInvalidate() }
    }

    /// Reports the request body's progress.
    func sent(_ totalBytesSent: Int64) {
        request.uploadProgress?(totalBytesSent)
    }

    /// Metrics arrive after the head has gone to the caller: a streamed response does not carry them.
    func record(_ metrics: TransferMetrics) {}

    /// Ends the exchange with `URLError(.serverCertificateUntrusted)` before the challenge is cancelled.
    func refuseUntrustedServer() {
        fail(LoadedServerTrust.untrusted(task.originalRequest?.url))
    }

    /// Holds the transfer back while the reader is behind; where it cannot (Linux), counts what piles up instead
    /// and fails the body once that passes ``unpausedBacklogLimit``.
    private func pauseBody(after count: Int, ticket: Int) {
        #if canImport(FoundationNetworking)
            let backlog = lock.withLock {
                self.backlog += count
                return self.backlog
            }
            if backlog > Self.unpausedBacklogLimit {
                fail(URLError.unpausedBacklog(limit: Self.unpausedBacklogLimit, url: task.originalRequest?.url))
            }
        #else
            // Decided and done under the lock, so a resume decided later also reaches the task later (`BodyPause`).
            // `suspend()` and `resume()` only ask the session's queue and call no delegate method.
            lock.withLock { if pause.suspend(ticket: ticket) { task.suspend() } }
        #endif
    }

    private func resumeBody() {
        #if canImport(FoundationNetworking)
            lock.withLock { backlog = 0 }
        #else
            lock.withLock { if pause.resume() { task.resume() } }
        #endif
    }

    private func stopTask() {
        lock.withLock { watchdog }?.cancel()
        CancellationQueue.async { [task, session] in
            task.cancel()
            session.finishTasksAndInvalidate()
        }
    }
}
