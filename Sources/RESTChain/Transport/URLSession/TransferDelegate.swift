// TransferDelegate: the one session delegate of URLSessionTransport, routing each task's events to its exchange.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of every session a ``URLSessionTransport`` makes — its shared one, and each streamed exchange's
/// own: it hands each task's response, body pieces, metrics and completion to that task's ``SessionExchange``
/// (a ``Transfer`` or a ``StreamTransfer``), passes redirects through ``RedirectGuard`` and, on Apple platforms,
/// answers server-trust challenges by ``LoadedServerTrust`` and client-certificate ones by ``LoadedClientIdentity``;
/// on Linux it turns an HTTP authentication challenge back into the `401` response.
///
/// Every method runs on the session's ``DelegateQueue``, takes the lock of `tasks` only to find the exchange, and
/// never waits for the session (see ``ExchangeState`` for why the design cannot deadlock). A task's completion is
/// delivered after its metrics (``TaskEvents``), or after ``metricsGrace`` when they do not come.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Entry {
        let exchange: any SessionExchange
        var events: TaskEvents
    }

    /// The exchanges whose task has not ended yet, by task identifier.
    private let tasks = Locked([Int: Entry]())
    /// The trust servers are checked by on Apple platforms; `nil` leaves it to the system.
    let trust: LoadedServerTrust?
    /// How long a completion waits for metrics that have not come: Apple sends them, unordered, within the same
    /// burst of delegate calls, so this bounds a wait that should never be reached.
    static let metricsGrace = DispatchTimeInterval.seconds(1)

    #if canImport(Security) && !canImport(FoundationNetworking)
        /// The client certificate shown to a server that asks for one; `nil` leaves the question to the system.
        let identity: LoadedClientIdentity?

        /// Creates the delegate of a session whose servers are checked by `trust` (by the system when `nil`) and
        /// which shows `identity` to a server that asks for a client certificate.
        init(trust: LoadedServerTrust?, identity: LoadedClientIdentity? = nil) {
            self.trust = trust
            self.identity = identity
        }

        /// A delegate for another session of the same transport: it answers challenges as `other` does.
        convenience init(answeringAs other: TransferDelegate?) {
            self.init(trust: other?.trust, identity: other?.identity)
        }
    #else
        /// Creates the delegate of a session whose servers are checked by `trust` (by the system when `nil`).
        init(trust: LoadedServerTrust?) {
            self.trust = trust
        }

        /// A delegate for another session of the same transport: it answers challenges as `other` does.
        convenience init(answeringAs other: TransferDelegate?) {
            self.init(trust: other?.trust)
        }
    #endif

    /// Routes the events of `task` to `exchange` until it ends. Call it before the task is resumed.
    func register(_ exchange: any SessionExchange, for task: URLSessionTask) {
        #if canImport(FoundationNetworking)
            let events = TaskEvents(awaitsMetrics: false)
        #else
            let events = TaskEvents(awaitsMetrics: true)
        #endif
        tasks.withLock { $0[task.taskIdentifier] = Entry(exchange: exchange, events: events) }
    }

    /// The exchanges whose task has not ended yet.
    var count: Int {
        tasks.withLock { $0.count }
    }

    private func exchange(for task: URLSessionTask) -> (any SessionExchange)? {
        tasks.withLock { $0[task.taskIdentifier]?.exchange }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        exchange(for: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        exchange(for: task)?.sent(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
        let id = task.taskIdentifier
        let found: (exchange: any SessionExchange, held: TaskEvents.Completion?)? = tasks.withLock { tasks in
            guard var entry = tasks[id] else { return nil }
            let held = entry.events.collect()
            tasks[id] = held == nil ? entry : nil
            return (entry.exchange, held)
        }
        guard let found else { return }
        if let measured = TransferMetrics(metrics) { found.exchange.record(measured) }
        if let held = found.held { found.exchange.complete(with: held.error) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        let found: (exchange: any SessionExchange, now: TaskEvents.Completion?)? = tasks.withLock { tasks in
            guard var entry = tasks[id] else { return nil }
            let now = entry.events.complete(with: error)
            tasks[id] = now == nil ? entry : nil
            return (entry.exchange, now)
        }
        guard let found else { return }
        if let now = found.now { return found.exchange.complete(with: now.error) }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.metricsGrace) { [weak self] in
            self?.stopWaitingForMetrics(of: id)
        }
    }

    /// Delivers the completion of task `id` without its metrics, if it is still held for them.
    private func stopWaitingForMetrics(of id: Int) {
        let found: (exchange: any SessionExchange, held: TaskEvents.Completion?)? = tasks.withLock { tasks in
            guard var entry = tasks.removeValue(forKey: id) else { return nil }
            return (entry.exchange, entry.events.stopWaiting())
        }
        if let found, let held = found.held { found.exchange.complete(with: held.error) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(RedirectGuard.follow(response, to: request, from: task.originalRequest))
    }

    #if canImport(FoundationNetworking)
        /// FoundationNetworking asks only about HTTP authentication (a `401` with a `Basic` or `Digest` challenge),
        /// once the `401`'s head and body have reached the exchange, and with no credential to give it leaves the
        /// task waiting forever (swift-corelibs-foundation#5456). The transport answers no challenge — credentials
        /// travel in the request's own `Authorization` — so the `401` ends the exchange as its response, as on Apple
        /// platforms, and the task is cancelled; its `URLError(.cancelled)` then finds no exchange. The answer goes
        /// through ``CancellationQueue``: it cancels the task, which waits on the session's work queue — the very
        /// thread this method runs on (``DelegateQueue``).
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            let ended = tasks.withLock { $0.removeValue(forKey: task.taskIdentifier)?.exchange }
            ended?.complete(with: nil)
            CancellationQueue.async { completionHandler(.cancelAuthenticationChallenge, nil) }
        }
    #endif

    #if canImport(Security) && !canImport(FoundationNetworking)
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            if let (disposition, credential) = identity?.answer(challenge) {
                return completionHandler(disposition, credential)
            }
            LoadedServerTrust.answer(
                challenge, by: trust, refusing: { exchange(for: task)?.refuseUntrustedServer() },
                completionHandler: completionHandler)
        }
    #endif
}
