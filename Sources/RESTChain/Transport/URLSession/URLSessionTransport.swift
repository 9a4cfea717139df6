// URLSessionTransport: the Apple platforms' default transport, over URLSession (FoundationNetworking on Linux).
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport over `URLSession`: the default on Apple platforms; on Linux (FoundationNetworking) selectable, while
/// ``CurlTransport`` is the default there.
///
/// The default configuration has no URL cache and no cookie handling: RESTChain has its own cache, and an API
/// client has no use for a browser's cookie jar, which parses every header line. A redirect to another
/// host, scheme or port never carries `Authorization`, cookies or API-key headers along, and a 307/308 of a
/// request with a body is returned rather than sent on without its body.
///
/// Each request is a delegate-driven data task whose completion the transport owns: the body is collected piece
/// by piece (so a response over the size limit stops as soon as it passes it), and cancellation never waits on
/// the session from Swift's cooperative pool (see `Transfer` for why no order of cancellation, deadline, server
/// failure and URLSession timeout can block a thread). URLSession's own `timeoutInterval` is only a backstop:
/// RESTChain enforces `timeout(_:)` itself, to the sub-second.
public final class URLSessionTransport: Transport {
    /// The session requests are sent on.
    public let session: URLSession

    /// The delegate that owns completions; `nil` for a session brought by the caller.
    let delegate: TransferDelegate?

    /// Creates a transport with its own session, trusting servers as the system does.
    ///
    /// - Parameter configuration: The session configuration; ``defaultConfiguration()`` when omitted.
    public convenience init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration()) {
        self.init(configuration: configuration, delegate: TransferDelegate(trust: nil))
    }

    /// Creates a transport with its own session, trusting servers by `serverTrust`.
    ///
    /// On Apple platforms the session's delegate answers each server-trust challenge: the chain is evaluated
    /// with the extra authorities beside the system's, then the server's key is matched against the pins; a
    /// refused server fails the request with `URLError(.serverCertificateUntrusted)`, as on ``CurlTransport``.
    /// FoundationNetworking (Linux) asks its delegate no server-trust question, so there only
    /// ``ServerTrust/system`` is accepted: use ``CurlTransport/init(configuration:serverTrust:)`` (``CurlTransport``
    /// is the default on Linux) to add authorities or pin keys.
    ///
    /// - Parameters:
    ///   - configuration: The session configuration; ``defaultConfiguration()`` when omitted.
    ///   - serverTrust: Which servers to trust.
    /// - Throws: ``ServerTrustFailure/unreadableCertificateAuthorities(path:reason:)`` when the extra
    ///   authorities cannot be read; ``ServerTrustFailure/unsupported(reason:)`` on Linux for anything but the
    ///   system's trust, and everywhere for ``ServerTrust/acceptsAnyCertificate``.
    public convenience init(
        configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration(),
        serverTrust: ServerTrust
    ) throws(ServerTrustFailure) {
        self.init(configuration: configuration, delegate: TransferDelegate(trust: try Self.loaded(serverTrust)))
    }

    /// Creates a transport with its own session that shows `clientCertificate` to a server that asks for one
    /// (mutual TLS), trusting servers by `serverTrust`.
    ///
    /// On Apple platforms the PKCS #12 bundle is imported now (`SecPKCS12Import`, which on macOS 14 stores it in
    /// the default keychain) and answers each client-certificate challenge; PEM files are refused there. Linux's
    /// FoundationNetworking asks no client-certificate question, so there it is refused: use
    /// ``CurlTransport/Configuration/clientCertificate`` (``CurlTransport`` is the default on Linux).
    ///
    /// - Parameters:
    ///   - configuration: The session configuration; ``defaultConfiguration()`` when omitted.
    ///   - serverTrust: Which servers to trust; the system's when omitted.
    ///   - clientCertificate: The certificate and key to show.
    /// - Throws: What ``init(configuration:serverTrust:)`` throws; ``ServerTrustFailure/unsupported(reason:)`` on
    ///   Linux, and for PEM files on Apple platforms;
    ///   ``ConnectionSettingFailure/unreadableClientCertificate(path:reason:)`` when the passphrase does not
    ///   open the bundle.
    public convenience init(
        configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration(),
        serverTrust: ServerTrust = .system,
        clientCertificate: ClientCertificate
    ) throws {
        #if canImport(Security) && !canImport(FoundationNetworking)
            let delegate = TransferDelegate(
                trust: try Self.loaded(serverTrust), identity: try LoadedClientIdentity(clientCertificate))
            self.init(configuration: configuration, delegate: delegate)
        #else
            _ = try Self.loaded(serverTrust)
            throw ServerTrustFailure.unsupported(
                reason: "URLSessionTransport cannot show a client certificate here: FoundationNetworking asks no "
                    + "client-certificate question; use CurlTransport(configuration: .init(clientCertificate: …))")
        #endif
    }

    /// `serverTrust` made ready for this platform's delegate: `nil` for the system's alone.
    ///
    /// - Throws: ``ServerTrustFailure`` for what this platform's URLSession cannot honour, or an unreadable file.
    private static func loaded(_ serverTrust: ServerTrust) throws(ServerTrustFailure) -> LoadedServerTrust? {
        guard !serverTrust.isSystemOnly else { return nil }
        guard !serverTrust.acceptsAnyCertificate else {
            throw .unsupported(reason: "URLSessionTransport never accepts any certificate; use CurlTransport")
        }
        #if canImport(Security) && !canImport(FoundationNetworking)
            return try LoadedServerTrust(serverTrust)
        #else
            throw .unsupported(reason: unsupportedTrust)
        #endif
    }

    /// Why this platform's URLSession cannot honour a trust setting beyond the system's.
    static let unsupportedTrust =
        "URLSessionTransport cannot add certificate authorities or pin public keys here: FoundationNetworking "
        + "asks no server-trust question; use CurlTransport(serverTrust: …)"

    private init(configuration: URLSessionConfiguration, delegate: TransferDelegate) {
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: DelegateQueue())
        self.delegate = delegate
    }

    /// Creates a transport on an existing session (its delegate, cache and cookie settings are kept).
    ///
    /// Requests then use completion handlers, so the size limit is checked once the body has arrived.
    ///
    /// On Linux, FoundationNetworking leaves a task waiting for ever when a `401` carries a `Basic` or `Digest`
    /// challenge that the session's delegate does not answer (swift-corelibs-foundation#5456). The sessions of
    /// ``init(configuration:)`` end such an exchange with the `401` as its response; a session passed here keeps its
    /// own delegate's answer, so give it a delegate that answers authentication challenges.
    public init(session: URLSession) {
        self.session = session
        delegate = nil
    }

    /// An ephemeral configuration with no URL cache, no cookie storage and cookies never accepted.
    public static func defaultConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        return configuration
    }

    /// Sends `request` on the session and collects the whole body, within its deadline and size limit.
    ///
    /// - Throws: `URLError` from URLSession (`.timedOut` past the deadline); `CancellationError` when the calling
    ///   task is cancelled; ``RESTError/responseTooLarge(limit:url:)`` past the response size limit.
    public func send(_ request: TransportRequest) async throws -> RESTResponse {
        if request.body != nil { return try await sendStreamingBody(request) }
        guard request.deadline != nil else { return try await exchange(request) }
        return try await Deadline.run(until: request) { try await self.exchange(request) }
    }

    /// One data task for `request`, collecting its body up to the size limit.
    private func exchange(_ request: TransportRequest) async throws -> RESTResponse {
        var wire = request.urlRequest
        // URLSession's timer limits silence: the attempt's silence limit, else a backstop above its deadline (which
        // `Deadline` enforces). A `URLRequest` copies its whole storage on its first change: changed only if needed.
        let silence = Self.silenceLimit(for: request)
        if wire.timeoutInterval != silence { wire.timeoutInterval = silence }
        let limit = request.responseSizeLimit
        let transfer: Transfer
        if let delegate {
            transfer = Transfer(task: Self.task(for: wire, body: request.body, on: session), limit: limit)
            transfer.uploadProgress = request.uploadProgress
            delegate.register(transfer, for: transfer.task)
        } else {
            // The completion handler reaches the transfer made after its task.
            let box = Locked<Transfer?>(nil)
            let complete: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
                box.withLock { $0 }?.complete(data: data, response: response, error: error)
            }
            let task = Self.task(for: wire, body: request.body, on: session, completion: complete)
            transfer = Transfer(task: task, limit: limit)
            box.withLock { $0 = transfer }
        }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { transfer.start($0) }
        } onCancel: {
            // This handler holds the task's status lock: it must not wait on the session, so it only hands off.
            if let sharing = request.sharing, transfer.detach(into: sharing) { return }
            CancellationQueue.async { transfer.cancel() }
        }
        transfer.acceptHandOff()
        return response
    }

    /// ``send(_:)`` for a request whose body is a file, parts or a one-shot stream.
    private func sendStreamingBody(_ request: TransportRequest) async throws -> RESTResponse {
        if case .stream? = request.body?.source { return try await collect(stream(request), for: request) }
        var spooled = request
        let (body, temporary) = try await Self.spooled(request.body)
        spooled.body = body
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let prepared = spooled
        guard prepared.deadline != nil else { return try await exchange(prepared) }
        return try await Deadline.run(until: prepared) { try await self.exchange(prepared) }
    }

    /// The whole body of a streamed exchange, within the request's size limit.
    private func collect(_ streamed: StreamedResponse, for request: TransportRequest) async throws -> RESTResponse {
        var response = streamed.head
        for try await chunk in streamed.body {
            response.body.append(chunk)
            if let limit = request.responseSizeLimit, response.body.count > limit { throw request.tooLarge }
        }
        return response
    }
}
