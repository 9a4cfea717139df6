// CurlTransfer: one exchange on the event loop — the request, what has arrived of the response, and its caller.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One exchange (one hop of a request): made by the caller, then touched only by the event loop's thread,
    /// except ``completion``, which any thread may use.
    final class CurlTransfer: @unchecked Sendable {
        /// The request of this hop.
        let request: URLRequest
        /// Its method, upper-cased: `GET` when it names none.
        let method: String
        /// The attempt it belongs to: its deadline, size limit and the URL errors name.
        let attempt: TransportRequest
        let configuration: CurlTransport.Configuration
        /// The caller, resumed exactly once.
        let completion = CurlCompletion()

        // Loop thread only, from here on.
        /// The easy handle while the transfer is on the multi handle.
        var handle: UnsafeMutableRawPointer?
        /// Whether the caller asked to stop; a transfer cancelled before the loop added it is never added.
        var isCancelled = false
        /// The request's header fields as libcurl takes them; freed when the transfer ends.
        var headerList: UnsafeMutablePointer<curl_slist>?
        /// The host overrides libcurl reads during the exchange, when the transport has any.
        var resolveList: UnsafeMutablePointer<curl_slist>?
        /// The response head so far.
        var head = CurlResponseHead()
        /// Where the body goes.
        var sink: any CurlBodySink
        /// Why a callback stopped the transfer: the error to report instead of libcurl's.
        var refusal: (any Error)?
        /// The first code other than `CURLE_OK` that setting an option returned.
        var optionFailure: CURLcode?
        /// Whether the exchange sets on its easy handle only the options every exchange sets: a GET without a
        /// body, collected whole, without upload progress. Any option `configure` sets
        /// beyond those makes this `false`.
        let setsOnlyUsualOptions: Bool
        /// Whether libcurl's decoding of the body was turned off, for a coding it does not know.
        var passesBodyThrough = false
        /// Whether a Digest challenge was already answered in this exchange: a second one is the response.
        var answeredDigestChallenge = false
        /// Whether the easy handle holds only the usual options after the exchange: once it succeeds, the next
        /// exchange can take the handle as it is, without `curl_easy_reset`.
        var leavesOnlyUsualOptions: Bool { setsOnlyUsualOptions && !passesBodyThrough }

        /// The body to send from a file, parts or a stream, read by libcurl's read callback; `nil` when the
        /// request holds its body (or has none), and once the exchange is over.
        var upload: CurlUpload?
        /// Whether the upload stream had nothing to give: sending waits for it.
        var isSendingHeldBack = false
        /// For a streamed exchange, whether a response is a redirect RESTChain follows; `nil` for an exchange
        /// whose caller waits for the whole response.
        let followsRedirect: (@Sendable (RESTResponse) -> Bool)?
        /// The head of a redirect to follow, whose body is dropped: the outcome whatever happens to that body.
        var redirect: RESTResponse?
        /// The loop that runs the exchange, told when a paused upload stream has more.
        let loop: CurlEventLoop
        /// The request's URL as libcurl takes it, made once.
        let address: String
        /// The line of the request's host before libcurl (``CurlAdmission``), worked out when first asked.
        lazy var hostKey = CurlAdmission.hostKey(of: address)
        /// Whether the request goes over TLS, where HTTP/2 may be offered; set by `configure`.
        var isOverTLS = false

        /// A hop whose caller is resumed with the whole response.
        ///
        /// - Throws: ``RESTError/invalidRequest(reason:)`` when a file of `upload` cannot be read.
        convenience init(
            _ request: URLRequest, upload: UploadBody?, of attempt: TransportRequest,
            configuration: CurlTransport.Configuration, loop: CurlEventLoop
        ) throws {
            let method = Self.method(of: request)
            try self.init(
                request, method: method, upload: upload, of: attempt, configuration: configuration, loop: loop,
                followsRedirect: nil,
                sink: CollectedBody(
                    limit: attempt.responseSizeLimit, expectsBody: method != "HEAD",
                    tooLarge: { [attempt] in attempt.tooLarge }))
        }

        /// A hop whose caller is resumed with the final response's head, its body going to `continuation` as it
        /// arrives; a redirect to follow resumes the caller at its end instead, its body dropped.
        ///
        /// - Throws: ``RESTError/invalidRequest(reason:)`` when a file of `upload` cannot be read.
        convenience init(
            streaming request: URLRequest, upload: UploadBody?, of attempt: TransportRequest,
            configuration: CurlTransport.Configuration, loop: CurlEventLoop,
            to continuation: AsyncChunkSequence.Continuation
        ) throws {
            // With redirects returned, a redirect's head is final and its body streams like any other.
            let follows = configuration.followsRedirects
            let method = Self.method(of: request)
            try self.init(
                request, method: method, upload: upload, of: attempt, configuration: configuration, loop: loop,
                followsRedirect: { [request, upload] response in
                    follows && CurlTransport.redirectRule.next(after: response, of: request, upload: upload) != nil
                },
                sink: CurlStreamedBody(
                    continuation, limit: attempt.responseSizeLimit, expectsBody: method != "HEAD",
                    tooLarge: { [attempt] in attempt.tooLarge }))
        }

        /// The fields both kinds of hop share; `followsRedirect` and `sink` are what makes one collected or streamed.
        private init(
            _ request: URLRequest, method: String, upload: UploadBody?, of attempt: TransportRequest,
            configuration: CurlTransport.Configuration, loop: CurlEventLoop,
            followsRedirect: (@Sendable (RESTResponse) -> Bool)?, sink: any CurlBodySink
        ) throws {
            self.request = request
            self.method = method
            self.attempt = attempt
            self.configuration = configuration
            self.loop = loop
            self.upload = try upload.map(CurlUpload.init)
            self.followsRedirect = followsRedirect
            self.sink = sink
            address = request.url?.absoluteString ?? ""
            setsOnlyUsualOptions =
                method == "GET" && upload == nil && request.httpBody == nil && request.httpBodyStream == nil
                && followsRedirect == nil && attempt.uploadProgress == nil
        }

        /// The method of `request`, upper-cased; `GET` when it names none.
        private static func method(of request: URLRequest) -> String {
            request.httpMethod?.uppercased() ?? "GET"
        }

        /// The outcome once libcurl reports `code` for the transfer.
        func outcome(_ code: CURLcode) -> Result<RESTResponse, any Error> {
            if let redirect { return .success(redirect) }
            if let refusal { return .failure(refusal) }
            guard code == CURLE_OK else {
                if code == CURLE_OPERATION_TIMEDOUT { return .failure(attempt.timedOut) }
                if let refusal = tunnelRefusal() { return .failure(refusal) }
                if code == CURLE_FILESIZE_EXCEEDED, attempt.responseSizeLimit != nil {
                    return .failure(attempt.tooLarge)
                }
                let error = CurlFailure.error(for: code, url: attempt.url)
                // Cut before the head was whole: no valid HTTP came back, as URLSession names it.
                guard error.code == .networkConnectionLost, !head.isComplete else { return .failure(error) }
                return .failure(URLError(.badServerResponse, userInfo: error.userInfo))
            }
            guard head.isComplete, let status = head.statusCode else {
                return .failure(URLError(.badServerResponse, userInfo: CurlFailure.userInfo(for: attempt.url)))
            }
            // Over plain HTTP the configured proxy's 407 comes back as a response; it is the proxy's refusal, not the
            // server's answer. (Without a configured proxy a 407 is passed on as any status is.)
            if status == 407, let proxy = configuration.proxy, request.url?.scheme?.lowercased() == "http" {
                return .failure(CurlFailure.proxyRefused(status: status, url: attempt.url, proxy: proxy))
            }
            var response = RESTResponse(
                statusCode: status, headers: head.headers, body: sink.finish(), url: request.url)
            response.metrics = handle.flatMap(Self.metrics(of:))
            return .success(response)
        }

        /// The error of a tunnel the proxy would not open — its answer to `CONNECT` was not 2xx — when that is why
        /// the transfer failed; libcurl itself reports only a receive error.
        private func tunnelRefusal() -> URLError? {
            guard let handle else { return nil }
            var status = 0
            guard ccurl_easy_getinfo_long(handle, CURLINFO_HTTP_CONNECTCODE, &status) == CURLE_OK,
                status != 0, !(200..<300).contains(status)
            else { return nil }
            return CurlFailure.proxyRefused(status: status, url: attempt.url, proxy: configuration.proxy)
        }

        /// The bytes of the body reported sent so far.
        private var reportedSent: Int64 = 0

        /// Tells the attempt's upload progress that `sent` bytes are out, once per new figure.
        func reportUpload(_ sent: Int64) {
            guard sent > reportedSent, let progress = attempt.uploadProgress else { return }
            reportedSent = sent
            progress(sent)
        }

        /// Frees what the transfer holds besides its easy handle: its header list and its upload's files.
        func release() {
            if let headerList { curl_slist_free_all(headerList) }
            headerList = nil
            if let resolveList { curl_slist_free_all(resolveList) }
            resolveList = nil
            handle = nil
            upload = nil
        }

        /// Ends the exchange with `result`: resumes the caller (unless it has been, with the head) and ends the body.
        func end(with result: Result<RESTResponse, any Error>) {
            // A redirect is not the answer the callers of a detached exchange wait for: they send again.
            completion.finish(result, abandoning: isRedirect(result))
            switch result {
            case .success: sink.end(nil)
            case .failure(let error): sink.end(error)
            }
        }

        /// Whether `result` is a redirect the transport follows after this hop.
        private func isRedirect(_ result: Result<RESTResponse, any Error>) -> Bool {
            guard configuration.followsRedirects, followsRedirect == nil, case .success(let response) = result else {
                return false
            }
            return CurlTransport.redirectRule.next(after: response, of: request) != nil
        }

        /// Takes one header line; `false` stops the transfer (its ``refusal`` says why).
        func takeHeaderLine(_ line: UnsafeRawBufferPointer) -> Bool {
            let completed = head.take(line: line)
            if head.tookContentEncoding, let handle, let coding = head.headers["Content-Encoding"],
                !head.decodesAs(coding)
            {
                // A coding libcurl cannot decode: the body passes through as it came, not as an error.
                guard ccurl_easy_setopt_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0) == CURLE_OK else {
                    refusal = CurlFailure.callFailed("curl_easy_setopt", CURLE_BAD_FUNCTION_ARGUMENT, url: attempt.url)
                    return false
                }
                passesBodyThrough = true
            }
            guard completed else { return true }
            if answersDigestChallenge() {
                head.restart()
                return true
            }
            guard let followsRedirect, let status = head.statusCode else { return begin() }
            var response = RESTResponse(statusCode: status, headers: head.headers, body: Data(), url: request.url)
            if followsRedirect(response) {
                redirect = response
                sink = DiscardedBody()
                return true
            }
            guard begin() else { return false }
            // The head is final: the caller goes on with it while the body streams, measured up to the head.
            response.metrics = handle.flatMap(Self.metrics(of:))
            completion.finish(.success(response))
            return true
        }

        /// Whether the head just completed is a server's first Digest challenge, which libcurl answers by sending the
        /// request again with the configured credentials (it skips the challenge's body): that next answer is the
        /// response. A second `401` is the server's refusal of the credentials, and the response.
        private func answersDigestChallenge() -> Bool {
            guard configuration.digestCredentials != nil, !answeredDigestChallenge, head.statusCode == 401,
                head.headers["WWW-Authenticate"]?.range(of: "digest", options: .caseInsensitive) != nil
            else { return false }
            answeredDigestChallenge = true
            return true
        }

        /// Tells the sink the body starts; `false` when it refuses it (``refusal`` says why).
        private func begin() -> Bool {
            if let error = sink.begin(head) {
                refusal = error
                return false
            }
            return true
        }

        /// Takes a piece of the body; libcurl's answer to the write callback.
        func takeBody(_ bytes: UnsafeRawBufferPointer) -> Int {
            switch sink.receive(bytes) {
            case .accepted:
                return bytes.count
            case .paused:
                return ccurl_writefunc_pause
            case .refused(let error):
                refusal = error
                return 0
            }
        }
    }
#endif
