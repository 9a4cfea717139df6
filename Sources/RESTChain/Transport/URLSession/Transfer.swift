// Transfer: one exchange on a URLSession task, whose caller is resumed exactly once.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request on a `URLSessionDataTask`: the body collected so far and the one caller waiting for it, resumed
/// exactly once by whichever comes first — the session's completion, a size-limit failure or a cancellation
/// (``ExchangeState``, which also says why this cannot deadlock).
final class Transfer: SessionExchange, @unchecked Sendable {
    /// The caller's continuation.
    typealias Waiter = CheckedContinuation<RESTResponse, any Error>

    let task: URLSessionDataTask
    /// Told the request body's bytes sent so far; set before the task starts.
    var uploadProgress: (@Sendable (Int64) -> Void)?
    private let limit: Int?
    private let lock = NSLock()
    private var state = ExchangeState<Waiter, Never>()
    private var body = Data()
    private var response: HTTPURLResponse?
    /// What the session measured of the exchange, which ``TransferDelegate`` delivers before the completion.
    private var metrics: TransferMetrics?
    /// Where the outcome goes once the caller has left and the exchange went on for others (``SharedExchange``).
    private var detached: SharedExchange?

    init(task: URLSessionDataTask, limit: Int?) {
        self.task = task
        self.limit = limit
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
            // A task never resumed stays in the session's registry until it is cancelled.
            CancellationQueue.async { [task] in task.cancel() }
        }
    }

    /// Ends the exchange with `CancellationError` and stops the task. Call it only on ``CancellationQueue``.
    func cancel() {
        let (waiter, wasDetached) = lock.withLock { () -> (Waiter?, Bool) in
            let wasDetached = detached != nil
            detached = nil
            return (state.end().waiter, wasDetached)
        }
        guard waiter != nil || wasDetached else { return }
        waiter?.resume(throwing: CancellationError())
        task.cancel()
    }

    /// The caller was cancelled: when `sharing` says others wait, resumes the caller with `CancellationError` now and
    /// keeps the exchange going for them; `false` when it must be cancelled as usual.
    func detach(into sharing: SharedExchange) -> Bool {
        let waiter: Waiter? = lock.withLock {
            guard state.isWaiting,
                sharing.continues(cancellingWith: { [self] in CancellationQueue.async { self.cancel() } })
            else { return nil }
            detached = sharing
            return state.end().waiter
        }
        guard let waiter else { return false }
        waiter.resume(throwing: CancellationError())
        return true
    }

    /// Keeps the response head; fails at once when its `Content-Length` is above the limit. An interim `1xx` head
    /// is not the response: the final head follows it.
    func receive(_ head: URLResponse) {
        guard let http = head as? HTTPURLResponse, !Self.isInterim(http) else { return }
        lock.withLock { response = http }
        if let limit, http.expectedContentLength > Int64(limit) { failTooLarge(limit) }
    }

    /// Appends a piece of the body; fails as soon as the body passes the limit.
    func receive(_ data: Data) {
        let size: Int? = lock.withLock {
            guard state.isWaiting || detached != nil else { return nil }
            body.append(data)
            return body.count
        }
        if let limit, let size, size > limit {
            lock.withLock { body = Data() }
            failTooLarge(limit)
        }
    }

    /// Ends the exchange with what the session reported.
    func complete(with error: (any Error)?) {
        let (waiter, sharing, result): (Waiter?, SharedExchange?, Result<RESTResponse, any Error>?) = lock.withLock {
            let sharing = detached
            detached = nil
            let waiter = state.end().waiter
            guard waiter != nil || sharing != nil else { return (nil, nil, nil) }
            return (waiter, sharing, outcome(error))
        }
        guard let result else { return }
        if let waiter { waiter.resume(with: result) } else { sharing?.finish(with: result) }
    }

    /// The exchange's outcome from what the session reported, taking the body; the lock is held.
    private func outcome(_ error: (any Error)?) -> Result<RESTResponse, any Error> {
        if let error { return .failure(Transfer.named(error, head: response, received: body.count)) }
        guard let response else { return .failure(URLError(.badServerResponse)) }
        let collected = body
        body = Data()
        var answer = Transfer.response(response, body: collected, for: task)
        answer.metrics = metrics
        return .success(answer)
    }

    /// Ends the exchange with `error`: the caller, or the callers it was detached for, learn it.
    private func fail(with error: any Error) -> Bool {
        let (waiter, sharing) = lock.withLock { () -> (Waiter?, SharedExchange?) in
            let sharing = detached
            detached = nil
            return (state.end().waiter, sharing)
        }
        if let waiter {
            waiter.resume(throwing: error)
        } else if let sharing {
            sharing.finish(with: .failure(error))
        } else {
            return false
        }
        return true
    }

    /// Keeps what the session measured of the exchange for its response.
    func record(_ measured: TransferMetrics) {
        lock.withLock { metrics = measured }
    }

    /// Reports the request body's progress.
    func sent(_ totalBytesSent: Int64) {
        uploadProgress?(totalBytesSent)
    }

    /// Ends the exchange with what a completion handler reported (sessions that are not RESTChain's own).
    func complete(data: Data?, response head: URLResponse?, error: (any Error)?) {
        if let head { receive(head) }
        if let data, error == nil { receive(data) }
        complete(with: error)
    }

    /// Ends the exchange with `URLError(.serverCertificateUntrusted)`: the delegate refused the server's trust
    /// and cancels the challenge, whose `URLError(.cancelled)` then finds the exchange over.
    func refuseUntrustedServer() {
        _ = fail(with: LoadedServerTrust.untrusted(task.originalRequest?.url))
    }

    private func failTooLarge(_ limit: Int) {
        guard fail(with: RESTError.responseTooLarge(limit: limit, url: task.originalRequest?.url)) else { return }
        CancellationQueue.async { [task] in task.cancel() }
    }

    /// libcurl's "partial file" (the connection closed before the `Content-Length` the head announced) reaches us
    /// as `URLError.unknown`; it is a lost connection, so it is named one, with the failing URL kept. So does its
    /// refusal of a body in a `Content-Encoding` it cannot decode (FoundationNetworking on Linux always decodes):
    /// that is named `cannotDecodeContentData`, which is not retried.
    static func named(_ error: any Error, head: HTTPURLResponse?, received: Int) -> any Error {
        guard let error = error as? URLError, error.code == .unknown, let head else { return error }
        #if os(Linux) && canImport(CCurl)
            let codings = (head.value(forHTTPHeaderField: "Content-Encoding") ?? "").split(separator: ",")
            let decoded = ["identity"] + (CurlLibrary.features?.encodings ?? [])
            if codings.contains(where: { !decoded.contains($0.trimmingCharacters(in: .whitespaces).lowercased()) }) {
                return URLError(.cannotDecodeContentData, userInfo: error.userInfo)
            }
        #endif
        guard head.expectedContentLength > Int64(received) else { return error }
        return URLError(.networkConnectionLost, userInfo: error.userInfo)
    }

    /// Whether `head` is an interim `1xx` response (`103 Early Hints`, say), which FoundationNetworking on Linux
    /// hands to the delegate like the final one.
    static func isInterim(_ head: HTTPURLResponse) -> Bool {
        (100..<200).contains(head.statusCode)
    }

    static func response(_ http: HTTPURLResponse, body: Data, for task: URLSessionTask) -> RESTResponse {
        let fields = http.allHeaderFields
        var headers = HTTPHeaders()
        headers.reserveCapacity(fields.count)
        // `base` first: casting the `AnyHashable` itself looks up protocol conformances on every header.
        for (name, value) in fields {
            headers[name.base as? String ?? String(describing: name)] = value as? String ?? String(describing: value)
        }
        return RESTResponse(
            statusCode: http.statusCode, headers: headers, body: body, url: http.url ?? task.originalRequest?.url)
    }
}
