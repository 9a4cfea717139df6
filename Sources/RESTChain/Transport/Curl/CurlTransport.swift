// CurlTransport: the Linux default transport, over the system libcurl's multi interface.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A transport over the system libcurl: the default on Linux.
    ///
    /// One thread per transport owns a libcurl multi handle and makes every libcurl call; requests reach it as
    /// messages, so connections are kept alive and shared by every request of the transport, HTTP/2 multiplexes
    /// requests over one TLS connection where the server offers it, and a host gets up to
    /// ``Configuration/maximumConnectionsPerHost`` connections at once.
    ///
    /// It gives every guarantee ``URLSessionTransport`` gives, without FoundationNetworking's known traps on Linux
    /// (a response cut inside its header block, a handle reused behind the per-host limit):
    /// - a response cut anywhere, or a reply that is not HTTP, fails with a one-line `URLError`;
    /// - ``TransportRequest/deadline`` bounds the whole exchange to the millisecond, a trickling body included;
    /// - ``TransportRequest/responseSizeLimit`` refuses a body whose `Content-Length` is over the limit before it
    ///   starts, and otherwise the first piece that would pass it;
    /// - redirects are followed by RESTChain, never by libcurl: a redirect to another origin drops `Authorization`,
    ///   cookies and API-key headers, a 307/308 of a request with a body is returned, a loop ends in
    ///   `URLError(.httpTooManyRedirects)`; with ``Configuration/followsRedirects`` off, every redirect is returned;
    /// - bodies in gzip and deflate (and br and zstd when libcurl has them) are decoded; a body in an encoding
    ///   libcurl does not know is passed through undecoded;
    /// - servers are verified against the system's certificates; a ``ServerTrust`` given to
    ///   ``init(configuration:serverTrust:)`` adds certificate authorities and pins public keys; `http_proxy`, `https_proxy` and `no_proxy` are honoured as curl honours them;
    /// - a proxy that will not open a tunnel fails the request with a one-line `URLError` naming its answer:
    ///   `.userAuthenticationRequired` for a `407`, never its URL or credentials.
    ///
    /// Requests to schemes other than `http` and `https` fail with `URLError(.unsupportedURL)`. When the system's
    /// libcurl is too old, every request fails with ``LibraryError``, naming what is missing.
    public final class CurlTransport: Transport {
        /// The settings this transport was made with.
        public let configuration: Configuration
        let loop: CurlEventLoop

        /// Which servers this transport trusts over TLS: ``ServerTrust/system`` unless it was made with another.
        public var serverTrust: ServerTrust { configuration.serverTrust }

        /// Creates a transport with its own connections and event-loop thread, trusting the system's certificate
        /// authorities.
        ///
        /// - Parameter configuration: Connection and redirect settings; the defaults when omitted.
        public convenience init(configuration: Configuration = Configuration()) {
            self.init(checked: configuration)
        }

        /// Creates a transport with its own connections and event-loop thread, trusting servers by `serverTrust`.
        ///
        /// The file of extra certificate authorities is checked now — it must exist, be readable and hold at least
        /// one PEM certificate — so a wrong path fails here, once, rather than every request later; libcurl reads
        /// it again for each new connection (with libcurl over OpenSSL the system's directory of certificates
        /// stays trusted beside it).
        ///
        /// - Parameters:
        ///   - configuration: Connection and redirect settings; the defaults when omitted.
        ///   - serverTrust: Which servers to trust.
        /// - Throws: ``ServerTrustFailure/unreadableCertificateAuthorities(path:reason:)`` when the extra
        ///   authorities cannot be read or hold no certificate.
        public convenience init(
            configuration: Configuration = Configuration(), serverTrust: ServerTrust
        ) throws(ServerTrustFailure) {
            if let authorities = serverTrust.additionalCertificateAuthorities {
                _ = try PEMCertificates.read(authorities)
            }
            var configuration = configuration
            configuration.serverTrust = serverTrust
            self.init(checked: configuration)
        }

        /// A transport whose trust setting, if any, has been checked.
        private init(checked configuration: Configuration) {
            self.configuration = configuration
            loop = CurlEventLoop(configuration: configuration)
        }

        deinit {
            loop.shutDown()
        }

        /// The exchanges this transport has started whose caller has not been resumed yet: zero once every call
        /// has returned, whatever it met. For tests that prove nothing is left behind; import with
        /// `@_spi(Testing) import RESTChain`.
        @_spi(Testing) public var transfersInFlight: Int { loop.transfersInFlight }

        /// The libcurl calls whose failure a test can ask for (``failNext(_:)``).
        @_spi(Testing) public enum LibraryCall: Sendable, CaseIterable {
            /// `curl_easy_setopt`, setting up an exchange.
            case setOption
            /// `curl_multi_add_handle`, starting an exchange.
            case addHandle
            /// `curl_multi_perform`, driving every exchange.
            case perform
            /// `curl_multi_poll`, waiting for the network.
            case poll
            /// `curl_easy_pause`, letting a paused exchange go on.
            case pause
        }

        /// Makes the next `call` the event loop makes report a failure, as libcurl reports one, so tests prove that
        /// every return code is checked and no caller is left waiting; import with `@_spi(Testing) import RESTChain`.
        @_spi(Testing) public func failNext(_ call: LibraryCall) { loop.failNext(call) }

        /// Sends `request`, following redirects by RESTChain's rules (unless ``Configuration/followsRedirects`` is
        /// off), within its deadline and size limit.
        ///
        /// An upload body (``TransportRequest/body``) is read as libcurl sends it: files straight from disk, a
        /// stream as it is produced; its length, when known, is the `Content-Length`, else the body goes chunked.
        ///
        /// - Throws: `URLError` when the exchange fails (`.timedOut` past the deadline, `.httpTooManyRedirects`);
        ///   ``RESTError/responseTooLarge(limit:url:)`` past the size limit; ``RESTError/invalidRequest(reason:)``
        ///   when a file to send cannot be read; `CancellationError` when the calling task is cancelled;
        ///   ``LibraryError`` when the system's libcurl cannot be used.
        public func send(_ request: TransportRequest) async throws -> RESTResponse {
            try CurlLibrary.requireUsable(for: request.url)
            return try await follow(request) { hop, upload in
                try CurlTransfer(hop, upload: upload, of: request, configuration: configuration, loop: loop)
            }
        }

        /// How redirects are followed: a `307` or `308` of a request with a body is returned, as every RESTChain
        /// transport returns it.
        static let redirectRule = RedirectRule(repeatedBodies: .returned)

        /// Runs `request` and each redirect it is told to follow (unless ``Configuration/followsRedirects`` is
        /// off), one transfer a hop made by `transfer`; returns the last hop's response.
        ///
        /// - Throws: What a hop throws; `URLError(.httpTooManyRedirects)` past the configured number;
        ///   `CancellationError`.
        func follow(
            _ request: TransportRequest,
            transfer: (URLRequest, UploadBody?) throws -> CurlTransfer
        ) async throws -> RESTResponse {
            var hop = (request: request.urlRequest, upload: request.body)
            var redirects = 0
            while true {
                let response = try await run(try transfer(hop.request, hop.upload), of: request)
                guard configuration.followsRedirects,
                    let next = Self.redirectRule.next(after: response, of: hop.request, upload: hop.upload)
                else {
                    return response
                }
                redirects += 1
                guard redirects <= configuration.maximumRedirects else {
                    throw RedirectRule.tooManyRedirects(request.url)
                }
                try Task.checkCancellation()
                hop = next
            }
        }

        /// Runs one exchange on the event loop, with no redirect followed: returns when its caller is resumed (at
        /// the end, or at the head for a streamed exchange).
        func run(_ transfer: CurlTransfer, of request: TransportRequest) async throws -> RESTResponse {
            if let remaining = request.timeRemaining, remaining <= .zero { throw request.timedOut }
            let loop = loop
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    guard transfer.completion.start(continuation) else { return }
                    loop.add(transfer)
                }
            } onCancel: {
                // This handler holds the task's status lock: it only enqueues and wakes the loop, never waits.
                if let sharing = request.sharing,
                    transfer.completion.detach(into: sharing, stop: { loop.cancel(transfer) })
                {
                    return
                }
                if transfer.completion.cancel() { loop.cancel(transfer) }
            }
        }
    }
#endif
