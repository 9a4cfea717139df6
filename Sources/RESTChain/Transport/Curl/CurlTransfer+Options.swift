// CurlTransfer+Options: an easy handle set up for one exchange — URL, method, headers, body, limits and trust.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension CurlTransfer {
        /// Sets every option of `handle` for this exchange.
        ///
        /// A handle whose last exchange left it holding only the usual options (see
        /// ``CurlTransfer/leavesOnlyUsualOptions``) was not reset, and those are not set again.
        ///
        /// - Parameters:
        ///   - handle: An easy handle, fresh, reset, or holding the usual options only.
        ///   - holdsUsualOptions: Whether `handle` holds the options of ``setUsualOptions(_:)`` and no other.
        /// - Returns: The error that prevents the exchange, if any.
        func configure(_ handle: UnsafeMutableRawPointer, holdsUsualOptions: Bool) -> (any Error)? {
            guard let url = request.url, let scheme = url.scheme, Self.isHTTP(scheme) else {
                return URLError(.unsupportedURL, userInfo: CurlFailure.userInfo(for: attempt.url))
            }
            var timeout: Int?
            if let remaining = attempt.timeRemaining {
                let milliseconds = Self.milliseconds(remaining)
                guard milliseconds > 0 else { return attempt.timedOut }
                timeout = milliseconds
            }
            self.handle = handle
            if !holdsUsualOptions { setUsualOptions(handle) }
            let me = Unmanaged.passUnretained(self).toOpaque()
            check(ccurl_easy_setopt_string(handle, CURLOPT_URL, address))
            check(ccurl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, me))
            check(ccurl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, me))
            // Wait for a connection that may multiplex rather than open another. Only over TLS, where HTTP/2 is
            // offered: over plain HTTP a request would wait behind another's head for nothing.
            let overTLS = scheme.utf8.count == 5  // `https`, the one scheme of five letters `isHTTP` accepts
            isOverTLS = overTLS
            let waitsToMultiplex = configuration.offersHTTP2 && overTLS
            check(ccurl_easy_setopt_long(handle, CURLOPT_PIPEWAIT, waitsToMultiplex ? 1 : 0))
            if followsRedirect != nil {
                // A streamed body crosses to its consumer in fewer, larger pieces.
                check(ccurl_easy_setopt_long(handle, CURLOPT_BUFFERSIZE, Self.streamedPieceSize))
            }
            setLimits(handle, timeout: timeout)
            setMethodAndBody(handle)
            setHeaders(handle)
            setHostOverrides(handle)
            guard let optionFailure else { return nil }
            return CurlFailure.callFailed("curl_easy_setopt", optionFailure, url: attempt.url)
        }

        /// Notes what libcurl answered setting an option: the first refusal fails the exchange before it starts.
        func check(_ code: CURLcode) {
            if code != CURLE_OK, optionFailure == nil { optionFailure = code }
        }

        /// Sets the options every exchange of this transport sets alike: the callbacks, the codings offered,
        /// redirects left to RESTChain, the HTTP version and the servers trusted.
        private func setUsualOptions(_ handle: UnsafeMutableRawPointer) {
            check(ccurl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
            check(ccurl_easy_setopt_write(handle, CURLOPT_HEADERFUNCTION, curlHeaderCallback))
            check(ccurl_easy_setopt_write(handle, CURLOPT_WRITEFUNCTION, curlWriteCallback))
            // Every coding this libcurl decodes is offered and decoded; redirects stay ours (the default, kept).
            check(ccurl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""))
            check(ccurl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0))
            // A proxy's answer to CONNECT is not the server's response: only the server's head reaches the callback.
            check(ccurl_easy_setopt_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1))
            let version = configuration.offersHTTP2 ? CURL_HTTP_VERSION_2TLS : CURL_HTTP_VERSION_1_1
            check(ccurl_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, version))
            setTrust(handle)
            if let path = configuration.unixSocketPath {
                check(ccurl_easy_setopt_string(handle, CURLOPT_UNIX_SOCKET_PATH, path))
            }
            setProxy(handle)
            setClientCertificate(handle)
            setDigestCredentials(handle)
        }

        /// Whether `scheme` is `http` or `https`, in any case.
        private static func isHTTP(_ scheme: String) -> Bool {
            var bytes = scheme.utf8.makeIterator()
            for expected in "http".utf8 {
                guard let byte = bytes.next(), byte | 0x20 == expected else { return false }
            }
            guard let last = bytes.next() else { return true }
            return last | 0x20 == UInt8(ascii: "s") && bytes.next() == nil
        }

        /// Sets the deadline, the silence allowed, the size limit and, when asked, the upload's progress. The first
        /// three are set on every exchange, to "none" when there is none, so a reused handle keeps no other's.
        private func setLimits(_ handle: UnsafeMutableRawPointer, timeout: Int?) {
            var connectMilliseconds = Self.milliseconds(configuration.connectTimeout)
            if let timeout { connectMilliseconds = min(connectMilliseconds, timeout) }
            check(ccurl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeout ?? 0))
            check(ccurl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, max(1, connectMilliseconds)))
            // Silence: less than a byte a second for the whole idle time ends the transfer (timedOut). Set on every
            // exchange, to "none" (zero) when there is none, so a reused handle keeps no other's.
            var idleSeconds = 0
            if let idle = attempt.idleTimeout {
                idleSeconds = max(1, Int((Double(Self.milliseconds(idle)) / 1000).rounded(.up)))
            }
            check(ccurl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, idleSeconds > 0 ? 1 : 0))
            check(ccurl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, idleSeconds))
            if attempt.uploadProgress != nil {
                check(ccurl_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
                check(
                    ccurl_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, Unmanaged.passUnretained(self).toOpaque()))
                check(ccurl_easy_setopt_xferinfo(handle, curlProgressCallback))
            }
            // Zero is libcurl's "no limit"; a HEAD's Content-Length describes a body never sent.
            let limit = method == "HEAD" ? nil : attempt.responseSizeLimit
            check(ccurl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit ?? 0)))
        }

        /// Lists the transport's host overrides for this exchange; libcurl reads the list until the exchange ends,
        /// which frees it (``release()``).
        private func setHostOverrides(_ handle: UnsafeMutableRawPointer) {
            guard !configuration.hostOverrides.isEmpty else { return }
            var list: UnsafeMutablePointer<curl_slist>?
            for override in configuration.hostOverrides { list = curl_slist_append(list, override.resolveEntry) }
            resolveList = list
            check(ccurl_easy_setopt_slist(handle, CURLOPT_RESOLVE, list))
        }

        private func setTrust(_ handle: UnsafeMutableRawPointer) {
            let trust = configuration.serverTrust
            setAuthorities(
                handle, file: CURLOPT_CAINFO, verifyPeer: CURLOPT_SSL_VERIFYPEER, verifyHost: CURLOPT_SSL_VERIFYHOST)
            if !trust.pinnedPublicKeys.isEmpty {
                // Each pin is `sha256//…` by construction; libcurl takes several joined by `;`.
                let pins = trust.pinnedPublicKeys.map(\.description).joined(separator: ";")
                check(ccurl_easy_setopt_string(handle, CURLOPT_PINNEDPUBLICKEY, pins))
            }
        }

        /// Sets the transport's extra authorities and `acceptsAnyCertificate` through the given options: the
        /// server's, or (for a proxy over TLS) the proxy's.
        func setAuthorities(
            _ handle: UnsafeMutableRawPointer, file: CURLoption, verifyPeer: CURLoption, verifyHost: CURLoption
        ) {
            let trust = configuration.serverTrust
            if let authorities = trust.additionalCertificateAuthorities {
                check(ccurl_easy_setopt_string(handle, file, authorities.path))
            }
            if trust.acceptsAnyCertificate {
                check(ccurl_easy_setopt_long(handle, verifyPeer, 0))
                check(ccurl_easy_setopt_long(handle, verifyHost, 0))
            }
        }

        /// Sets the method and the body to send; anything but a GET without a body is an unusual option
        /// (``CurlTransfer/setsOnlyUsualOptions``).
        private func setMethodAndBody(_ handle: UnsafeMutableRawPointer) {
            let body = request.httpBody ?? request.httpBodyStream.map(Self.drain)
            if method == "HEAD" {
                check(ccurl_easy_setopt_long(handle, CURLOPT_NOBODY, 1))
            } else if let upload {
                // Read as libcurl sends it; an unknown length goes out chunked (HTTP/1.1) or as DATA frames (h2).
                let me = Unmanaged.passUnretained(self).toOpaque()
                check(ccurl_easy_setopt_long(handle, CURLOPT_POST, 1))
                check(ccurl_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(upload.length ?? -1)))
                check(ccurl_easy_setopt_pointer(handle, CURLOPT_READDATA, me))
                check(ccurl_easy_setopt_read(handle, curlReadCallback))
                check(ccurl_easy_setopt_pointer(handle, CURLOPT_SEEKDATA, me))
                check(ccurl_easy_setopt_seek(handle, curlSeekCallback))
                check(ccurl_easy_setopt_long(handle, CURLOPT_UPLOAD_BUFFERSIZE, Self.uploadBufferSize))
                if method != "POST" { check(ccurl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method)) }
            } else if let body {
                check(ccurl_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                // libcurl copies the body, so it needs to outlive only this call.
                body.withUnsafeBytes { bytes in
                    if let start = bytes.baseAddress {
                        check(
                            ccurl_easy_setopt_pointer(
                                handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: start)))
                    } else {
                        check(ccurl_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
                    }
                }
                if method != "POST" { check(ccurl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method)) }
            } else if method != "GET" {
                check(ccurl_easy_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method))
            }
        }

        private func setHeaders(_ handle: UnsafeMutableRawPointer) {
            var list: UnsafeMutablePointer<curl_slist>?
            for (name, value) in request.allHTTPHeaderFields ?? [:] {
                // `Name;` is libcurl's spelling of a field sent with an empty value.
                list = curl_slist_append(list, value.isEmpty ? "\(name);" : "\(name): \(value)")
            }
            // No `Expect: 100-continue` round trip before a body.
            list = curl_slist_append(list, "Expect:")
            if upload != nil, request.value(forHTTPHeaderField: "Content-Type") == nil {
                // Not the form type libcurl puts on a POST: an upload without a type goes without one.
                list = curl_slist_append(list, "Content-Type:")
            }
            headerList = list
            check(ccurl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, list))
        }

        /// The size of the pieces libcurl hands a streamed body in.
        static let streamedPieceSize = 128 * 1024
        /// The size of the pieces libcurl reads an upload in.
        static let uploadBufferSize = 256 * 1024

        /// Whole milliseconds in `duration`, rounded down.
        static func milliseconds(_ duration: Duration) -> Int {
            let (seconds, attoseconds) = duration.components
            return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        }

        /// The whole of a body stream.
        private static func drain(_ stream: InputStream) -> Data {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            stream.open()
            defer { stream.close() }
            while true {
                let count = stream.read(&buffer, maxLength: buffer.count)
                guard count > 0 else { break }
                data.append(buffer, count: count)
            }
            return data
        }
    }
#endif
