// CurlFailure: libcurl's result codes named as the URLErrors the rest of RESTChain and RetryPolicy know.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// Names a failed libcurl transfer with the `URLError` code URLSession would give, so retries, messages and
    /// tests read the same whichever transport ran.
    enum CurlFailure {
        /// The `URLError` for `code`, naming `url`.
        static func error(for code: CURLcode, url: URL?) -> URLError {
            URLError(self.code(for: code), userInfo: userInfo(for: url))
        }

        /// The error of a request whose proxy answered its `CONNECT` with `status` (not 2xx), or a plain-HTTP request
        /// whose configured proxy answered `407`, naming `url` and the proxy's `host:port` when it was configured
        /// (never the environment's proxy, whose URL may hold credentials): `.userAuthenticationRequired` for a 407,
        /// otherwise `.cannotConnectToHost` for a status worth trying again (the proxy could not reach the server)
        /// and `.resourceUnavailable` for a refusal that will stand (a 403, say). The status goes in the message.
        static func proxyRefused(status: Int, url: URL?, proxy: Proxy?) -> URLError {
            let code: URLError.Code =
                switch status {
                case 407: .userAuthenticationRequired
                case _ where RetryPolicy.transientStatusCodes.contains(status): .cannotConnectToHost
                default: .resourceUnavailable
                }
            var userInfo = userInfo(for: url)
            userInfo[URLError.proxyStatusKey] = status
            userInfo[URLError.proxyAddressKey] = proxy?.address
            return URLError(code, userInfo: userInfo)
        }

        /// The error of an easy-interface call that did not return `CURLE_OK`, naming the call, its code and
        /// libcurl's words for it, and `url`: `.cannotLoadFromNetwork`, which is not retried.
        static func callFailed(_ function: String, _ code: CURLcode, url: URL?) -> URLError {
            let words = curl_easy_strerror(code).map { String(cString: $0) }
            return callFailed(function, Int(code.rawValue), words, url: url)
        }

        /// The error of a multi-interface call that did not return `CURLM_OK`, named as an easy-interface one is.
        static func callFailed(_ function: String, _ code: CURLMcode, url: URL?) -> URLError {
            let words = curl_multi_strerror(code).map { String(cString: $0) }
            return callFailed(function, Int(code.rawValue), words, url: url)
        }

        private static func callFailed(_ function: String, _ code: Int, _ words: String?, url: URL?) -> URLError {
            var userInfo = userInfo(for: url)
            userInfo[URLError.libraryCallKey] = "\(function) returned \(code) (\(words ?? "unknown code"))"
            return URLError(.cannotLoadFromNetwork, userInfo: userInfo)
        }

        /// The `userInfo` of an error about `url`: only the failing URL (redacted later by `RESTError`).
        static func userInfo(for url: URL?) -> [String: Any] {
            url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]
        }

        /// The `URLError` code for libcurl's result number `raw`.
        static func code(forRawValue raw: UInt32) -> URLError.Code {
            code(for: CURLcode(rawValue: raw))
        }

        /// The `URLError` code for a libcurl result.
        static func code(for code: CURLcode) -> URLError.Code {
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                .timedOut
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                .cannotFindHost
            case CURLE_COULDNT_CONNECT:
                .cannotConnectToHost
            case CURLE_UNSUPPORTED_PROTOCOL:
                .unsupportedURL
            case CURLE_URL_MALFORMAT:
                .badURL
            case CURLE_PARTIAL_FILE, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_SEND_FAIL_REWIND:
                // The connection closed or broke before the response was whole (and, for a rewind failure, a
                // one-shot body could not be sent again on a fresh one).
                .networkConnectionLost
            case CURLE_GOT_NOTHING, CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_HTTP3:
                // No valid HTTP came back: how URLSession names a connection closed before the answer.
                .badServerResponse
            case CURLE_BAD_CONTENT_ENCODING:
                .cannotDecodeContentData
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
                .serverCertificateUntrusted
            case CURLE_SSL_CERTPROBLEM:
                .clientCertificateRejected
            case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CIPHER,
                CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
                CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
                .secureConnectionFailed
            case CURLE_TOO_MANY_REDIRECTS:
                .httpTooManyRedirects
            case CURLE_FILESIZE_EXCEEDED:
                .dataLengthExceedsMaximum
            case CURLE_ABORTED_BY_CALLBACK:
                .cancelled
            case CURLE_LOGIN_DENIED, CURLE_AUTH_ERROR:
                .userAuthenticationRequired
            default:
                .cannotLoadFromNetwork
            }
        }
    }
#endif
