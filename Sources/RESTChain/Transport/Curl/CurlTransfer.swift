// CurlTransfer: one exchange on the event loop — the request, what has arrived of the response, and its caller.
#if canImport(CCurl)
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
        /// The response head so far.
        var head = CurlResponseHead()
        /// Where the body goes.
        var sink: any CurlBodySink
        /// Why a callback stopped the transfer: the error to report instead of libcurl's.
        var refusal: (any Error)?

        init(_ request: URLRequest, of attempt: TransportRequest, configuration: CurlTransport.Configuration) {
            self.request = request
            self.attempt = attempt
            self.configuration = configuration
            let limit = attempt.responseSizeLimit
            sink = CollectedBody(
                limit: limit, expectsBody: request.httpMethod?.uppercased() != "HEAD",
                tooLarge: { [attempt] in attempt.tooLarge })
        }

        /// The outcome once libcurl reports `code` for the transfer.
        func outcome(_ code: CURLcode) -> Result<RESTResponse, any Error> {
            if let refusal { return .failure(refusal) }
            guard code == CURLE_OK else {
                if code == CURLE_OPERATION_TIMEDOUT { return .failure(attempt.timedOut) }
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
            return .success(
                RESTResponse(statusCode: status, headers: head.headers, body: sink.finish(), url: request.url))
        }

        /// The bytes of the body reported sent so far.
        private var reportedSent: Int64 = 0

        /// Tells the attempt's upload progress that `sent` bytes are out, once per new figure.
        func reportUpload(_ sent: Int64) {
            guard sent > reportedSent, let progress = attempt.uploadProgress else { return }
            reportedSent = sent
            progress(sent)
        }

        /// Frees what the transfer holds besides its easy handle.
        func release() {
            if let headerList { curl_slist_free_all(headerList) }
            headerList = nil
            handle = nil
        }

        /// Takes one header line; `false` stops the transfer (its ``refusal`` says why).
        func takeHeaderLine(_ line: UnsafeRawBufferPointer) -> Bool {
            let completed = head.take(line: line)
            if let handle, !head.isComplete, let coding = head.headers["Content-Encoding"], !head.decodesAs(coding) {
                // A coding libcurl cannot decode: the body passes through as it came, not as an error.
                ccurl_easy_setopt_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0)
            }
            guard completed else { return true }
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
