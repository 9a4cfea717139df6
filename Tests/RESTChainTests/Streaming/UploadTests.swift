// UploadTests: bodies sent from files and streams, checked by the server's digest.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct UploadTests {
    private struct Digest: Decodable, Sendable {
        let method: String
        let sha256: String
        let size: Int
        let contentType: String?
        let contentLength: String?
        let transferEncoding: String?

        enum CodingKeys: String, CodingKey {
            case method, sha256, size
            case contentType = "content_type"
            case contentLength = "content_length"
            case transferEncoding = "transfer_encoding"
        }
    }

    /// A file of `size` bytes of a repeating pattern.
    private static func makeFile(size: Int) throws -> URL {
        let file = try StreamServer.folder().appendingPathComponent("upload.bin")
        var data = Data(capacity: size)
        for index in 0..<size { data.append(UInt8(truncatingIfNeeded: index &* 7 &+ 3)) }
        try data.write(to: file)
        return file
    }

    @Test(arguments: TransportKind.available)
    func `a file is streamed with its Content-Length and arrives whole`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let file = try Self.makeFile(size: 3_000_000)
        let digest = try await within(30) {
            try await api.post("upload/digest", body: .file(file, contentType: "application/x-test")).decode(
                type: Digest.self)
        }
        #expect(digest.sha256 == (try sha256(of: file)))
        #expect(digest.size == 3_000_000)
        #expect(digest.contentLength == "3000000")
        #expect(digest.transferEncoding == nil)
        #expect(digest.contentType == "application/x-test")
    }

    @Test(arguments: TransportKind.available)
    func `a multipart body with a file part is streamed with its exact Content-Length`(kind: TransportKind) async throws
    {
        let (api, _) = try await StreamServer.client(kind)
        let file = try Self.makeFile(size: 1_000_000)
        let parts: [MultipartPart] = [
            .field(name: "title", value: "Holiday"),
            .file(name: "media", fileURL: file, filename: "beach.bin", contentType: "image/png"),
        ]
        let digest = try await within(30) {
            try await api.post("upload/digest", body: .multipart(parts, boundary: "BOUNDARY")).decode(type: Digest.self)
        }
        var expected = Data()
        expected.append(
            Data("--BOUNDARY\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nHoliday\r\n".utf8))
        expected.append(
            Data(
                ("--BOUNDARY\r\nContent-Disposition: form-data; name=\"media\"; filename=\"beach.bin\"\r\n"
                    + "Content-Type: image/png\r\n\r\n").utf8))
        expected.append(try Data(contentsOf: file))
        expected.append(Data("\r\n--BOUNDARY--\r\n".utf8))
        let expectedFile = try StreamServer.folder().appendingPathComponent("expected.bin")
        try expected.write(to: expectedFile)
        #expect(digest.sha256 == (try sha256(of: expectedFile)))
        #expect(digest.contentLength == "\(expected.count)")
    }

    @Test(arguments: TransportKind.available)
    func `a one-shot stream is sent as it comes`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let chunks = AsyncStream<Data> { continuation in
            for index in 0..<64 { continuation.yield(Data(repeating: UInt8(index), count: 10_000)) }
            continuation.finish()
        }
        let digest = try await within(30) {
            try await api.put("upload/digest", body: .stream(chunks)).decode(type: Digest.self)
        }
        var expected = Data()
        for index in 0..<64 { expected.append(Data(repeating: UInt8(index), count: 10_000)) }
        let expectedFile = try StreamServer.folder().appendingPathComponent("expected.bin")
        try expected.write(to: expectedFile)
        #expect(digest.size == 640_000)
        #expect(digest.sha256 == (try sha256(of: expectedFile)))
    }

    @Test(arguments: TransportKind.available)
    func `a request with a one-shot stream is not retried and the error says why`(kind: TransportKind) async throws {
        let (api, server) = try await StreamServer.client(
            kind, retryPolicy: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(10)))
        let key = "drop/\(UUID().uuidString.prefix(8))"
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data("payload".utf8))
            continuation.finish()
        }
        await #expect {
            try await within(30) { _ = try await api.put(key, body: .stream(chunks)).data() }
        } throws: { error in
            guard let error = error as? RESTError else { return false }
            return error.wasNotReplayed && "\(error)".contains("one-shot stream")
        }
        #expect(try await server.stats(path: "/\(key)").count == 1)
    }

    @Test(arguments: TransportKind.available)
    func `a file body is replayed when the retry policy tries again`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(
            kind, retryPolicy: RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(10)))
        let key = "drop/\(UUID().uuidString.prefix(8))"
        let file = try Self.makeFile(size: 10_000)
        await #expect {
            try await within(60) { _ = try await api.put(key, body: .file(file)).data() }
        } throws: { error in
            guard let error = error as? RESTError else { return false }
            return error.attempts == 2 && !error.wasNotReplayed
        }
    }

    @Test(arguments: TransportKind.available)
    func `an upload reports its progress up to the file's size`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let file = try Self.makeFile(size: 2_000_000)
        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        _ = try await within(30) {
            try await api.post("upload/digest", body: .file(file)).progress(reportingTo: continuation).data()
        }
        let uploads = try await within(10) {
            var uploads: [TransferProgress] = []
            for await update in updates where update.direction == .upload { uploads.append(update) }
            return uploads
        }
        #expect(uploads.last?.completedBytes == 2_000_000)
        #expect(uploads.last?.totalBytes == 2_000_000)
        #expect(uploads.last?.isComplete == true)
    }

    @Test(arguments: TransportKind.available)
    func `a missing file fails the request before anything is sent`(kind: TransportKind) async throws {
        let (api, _) = try await StreamServer.client(kind)
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID()).bin")
        await #expect {
            try await api.post("upload/digest", body: .file(missing)).data()
        } throws: { error in
            guard case .invalidRequest(let reason) = error as? RESTError else { return false }
            return reason.contains(missing.lastPathComponent)
        }
    }
}
