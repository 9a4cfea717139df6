// PartialDownload+Saving: one answer's body written to the partial file, checked against its announced length.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension PartialDownload {
    /// Writes the body of `response` to the partial file from `offset`, recording the answer's validator.
    ///
    /// - Parameters:
    ///   - response: An accepted answer whose body is read here, to its end.
    ///   - offset: Where the body goes in the file: the bytes kept before it (0 starts the file over).
    ///   - limit: The most bytes the whole file may have; `nil` for no limit.
    ///   - url: The URL the download is recorded under.
    /// - Returns: The bytes written.
    /// - Throws: ``RESTError/transport(_:)`` when the transfer stops or ends short of its `Content-Length` (the
    ///   partial file is kept); ``RESTError/responseTooLarge(limit:url:)`` (the partial file is removed);
    ///   ``RESTError/invalidRequest(reason:)`` when the file cannot be written; ``RESTError/cancelled``.
    func save(
        _ response: StreamedResponse,
        at offset: Int64,
        limit: Int64?,
        url: String
    ) async throws(RESTError) -> Int64 {
        let handle: FileHandle
        do {
            handle = try open(at: offset, url: url, validator: Self.validator(of: response.head))
        } catch {
            response.body.cancel()
            throw error
        }
        defer { try? handle.close() }
        let body = response.body
        let writer = PartialFileWriter(
            descriptor: handle.fileDescriptor, name: data.lastPathComponent, offset: offset, limit: limit,
            url: response.head.url, lift: { body.lift() }, stop: { body.cancel() })
        do {
            // The transport's thread only copies each piece; the writer's queue writes it, so a stalled disk
            // pauses this transfer and no other.
            try await body.drain { writer.accept($0) }
        } catch {
            // A cut body's bytes are kept for a resume; a cancelled download's pending bytes are not needed.
            let failed = await writer.finish(abandoning: error is CancellationError)
            if let failed { throw failed }
            if case .responseTooLarge = error as? RESTError { discard() }
            throw RESTError(error)
        }
        if let failed = await writer.finish(abandoning: false) { throw failed }
        let written = writer.written
        // An encoded body's Content-Length counts the encoded bytes, not the decoded ones written.
        if let expected = response.head.deliveredBodyLength, expected != written {
            let failing = response.head.url ?? URL(string: url)
            throw RESTError(
                URLError(.networkConnectionLost, userInfo: failing.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:]))
        }
        return written
    }
}
