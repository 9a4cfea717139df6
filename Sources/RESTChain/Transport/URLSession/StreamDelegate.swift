// StreamDelegate: the delegate of the session a streamed exchange has to itself.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Routes the events of the one task of a streamed exchange's own session to its ``StreamTransfer``, and passes
/// redirects through ``RedirectGuard``. Its methods run on that session's work queue (``InlineDelegateQueue``).
final class StreamDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let stored = Locked<StreamTransfer?>(nil)
    /// The trust servers are checked by on Apple platforms; `nil` leaves it to the system.
    let trust: LoadedServerTrust?

    /// Creates the delegate of a session whose server is checked by `trust` (by the system when `nil`).
    init(trust: LoadedServerTrust?) {
        self.trust = trust
    }

    /// The exchange the session's task belongs to; set once, before the task starts.
    var transfer: StreamTransfer? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        transfer?.receive(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer?.receive(data)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didSendBodyData bytesSent: Int64,
        totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {
        transfer?.sent(totalBytesSent)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = stored.withLock { stored in
            defer { stored = nil }
            return stored
        }
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
            let refuse = { self.transfer?.fail(LoadedServerTrust.untrusted(task.originalRequest?.url)) }
            LoadedServerTrust.answer(challenge, by: trust, refusing: refuse, completionHandler: completionHandler)
        }
    #endif
}
