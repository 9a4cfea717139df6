// TransferDelegate: the session delegate that routes each task's events to its Transfer.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s own session: it hands each task's response, body pieces and
/// completion to that task's ``Transfer``, and passes redirects through ``RedirectGuard``.
///
/// Every method runs on the session's work queue (its delegate queue is an ``InlineDelegateQueue``), takes the
/// lock of `transfers` only to find the transfer, and never waits for the session (see ``Transfer`` for why the design cannot deadlock).
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// The transfers whose task has not completed yet, by task identifier.
    private let transfers = Locked([Int: Transfer]())
    /// The trust servers are checked by on Apple platforms; `nil` leaves it to the system.
    let trust: LoadedServerTrust?

    /// Creates the delegate of a session whose servers are checked by `trust` (by the system when `nil`).
    init(trust: LoadedServerTrust?) {
        self.trust = trust
    }

    /// Routes the events of `transfer.task` to `transfer` until it completes.
    func register(_ transfer: Transfer) {
        transfers.withLock { $0[transfer.task.taskIdentifier] = transfer }
    }

    /// The transfers whose task has not completed yet.
    var count: Int {
        transfers.withLock { $0.count }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        transfer(for: dataTask)?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        transfer(for: task)?.uploadProgress?(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
        transfer(for: task)?.record(metrics)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(with: error)
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

    #if canImport(Security) && !canImport(FoundationNetworking)
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            LoadedServerTrust.answer(
                challenge, by: trust, refusing: { transfer(for: task)?.refuseUntrustedServer() },
                completionHandler: completionHandler)
        }
    #endif
}
