// CurlTransfer+Pausing: an exchange's upload read piece by piece, and both directions paused and resumed.
#if os(Linux) && canImport(CCurl)
    import CCurl

    extension CurlTransfer {
        /// Fills libcurl's upload buffer; libcurl's answer to the read callback.
        ///
        /// A body with nothing ready (a file still being read ahead, a stream behind) pauses sending (`CURL_READFUNC_PAUSE`) and asks to be told when it has
        /// more: the loop then resumes sending (``resumeSending()``). A failed read aborts the exchange with the
        /// read's error.
        func takeUpload(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
            guard let upload else { return 0 }
            let loop = loop
            let wake: @Sendable () -> Void = { [weak self] in
                if let self { loop.resumeSending(self) }
            }
            switch upload.read(into: buffer, whenReadable: wake) {
            case .bytes(let count):
                return count
            case .pending:
                isSendingHeldBack = true
                return ccurl_readfunc_pause
            case .failed(let error):
                refusal = error
                return ccurl_readfunc_abort
            }
        }

        /// Moves the upload to `position` for a resend on a fresh connection; `false` when it cannot go back.
        func seekUpload(to position: Int64) -> Bool {
            upload?.seek(to: position) ?? false
        }

        /// The consumer caught up: lets the body flow again (libcurl delivers the piece it held first).
        ///
        /// - Returns: What `curl_easy_pause` returned.
        func resumeReceiving() -> CURLcode {
            (sink as? CurlStreamedBody)?.resumeReceiving()
            return applyPauses()
        }

        /// The upload stream has more: lets sending go on.
        ///
        /// - Returns: What `curl_easy_pause` returned.
        func resumeSending() -> CURLcode {
            isSendingHeldBack = false
            return applyPauses()
        }

        /// Tells libcurl which directions still wait, unpausing the others.
        private func applyPauses() -> CURLcode {
            guard let handle else { return CURLE_OK }
            var mask: Int32 = 0
            if (sink as? CurlStreamedBody)?.isHeldBack == true { mask |= ccurl_pause_receive }
            if isSendingHeldBack { mask |= ccurl_pause_send }
            return curl_easy_pause(handle, mask)
        }
    }
#endif
