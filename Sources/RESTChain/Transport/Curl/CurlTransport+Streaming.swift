// CurlTransport+Streaming: streamed responses, for now through URLSession while libcurl's own streaming is built.
#if canImport(CCurl)
    import Foundation

    extension CurlTransport {
        /// Sends `request` and returns at the response head, with the body to read as it arrives.
        ///
        /// Streamed exchanges (downloads, `bytes()`, `lines()`, `events()`) go through ``URLSessionTransport/shared``
        /// for now, with its guarantees and limits on Linux (a slow consumer's body is queued in memory); every
        /// exchange sent whole with ``send(_:)`` runs on libcurl.
        ///
        /// - Throws: What ``URLSessionTransport`` throws before the head arrives.
        public func stream(_ request: TransportRequest) async throws -> StreamedResponse {
            try await URLSessionTransport.shared.stream(request)
        }
    }
#endif
