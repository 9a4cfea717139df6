// EncodedDownloadTests: downloads of bodies sent in a Content-Encoding — saved decoded, counted decoded, finished.
import Foundation
@_spi(Testing) import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(2)))
struct EncodedDownloadTests {
    /// A client of a fresh `test_server.py` (its `/encoded/<coding>` route) over a new transport of `kind`.
    private static func client(_ kind: TransportKind) async throws -> (RESTClient, TestServer) {
        let server = try await TestServer.start()
        return (try RESTClient(baseURL: server.baseURL, transport: kind.make().transport), server)
    }

    @Test(arguments: TransportKind.contract, ContentCodingTests.codings)
    func `an encoded download saves the decoded body under its final name`(kind: TransportKind, coding: String)
        async throws
    {
        let (api, server) = try await Self.client(kind)
        defer { server.stop() }
        let destination = try StreamServer.folder().appendingPathComponent("users.json")
        let saved = try await within(30) { try await api.get("encoded/\(coding)").download(to: destination) }
        let identityLength = try #require(saved.response.headers["X-Identity-Length"].flatMap { Int64($0) })
        let encodedLength = try #require(saved.response.headers["Content-Length"].flatMap { Int64($0) })
        #expect(encodedLength < identityLength)
        #expect(saved.size == identityLength)
        let users = try JSONDecoder().decode([[String: JSONValue]].self, from: Data(contentsOf: destination))
        #expect(users.count >= 40 && users.first?["name"] == "Ann")
        let left = try FileManager.default.contentsOfDirectory(atPath: destination.deletingLastPathComponent().path)
        #expect(left == ["users.json"])
    }

    @Test(arguments: TransportKind.contract)
    func `an encoded download's progress counts decoded bytes and claims no total`(kind: TransportKind) async throws {
        let (api, server) = try await Self.client(kind)
        defer { server.stop() }
        let destination = try StreamServer.folder().appendingPathComponent("progress.json")
        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        let saved = try await within(30) {
            try await api.get("encoded/gzip").progress(reportingTo: continuation).download(to: destination)
        }
        let downloads = try await Self.downloadUpdates(updates)
        #expect(!downloads.isEmpty)
        #expect(downloads.allSatisfy { $0.totalBytes == nil })
        #expect(downloads.last?.isComplete == true)
        #expect(downloads.last?.completedBytes == saved.size)
    }

    @Test(arguments: TransportKind.contract)
    func `a whole encoded body's progress counts decoded bytes and claims no total`(kind: TransportKind)
        async throws
    {
        let (api, server) = try await Self.client(kind)
        defer { server.stop() }
        let (updates, continuation) = AsyncStream.makeStream(of: TransferProgress.self)
        let body = try await within(30) {
            try await api.get("encoded/gzip").progress(reportingTo: continuation).data()
        }
        let downloads = try await Self.downloadUpdates(updates)
        #expect(!downloads.isEmpty)
        #expect(downloads.allSatisfy { $0.totalBytes == nil })
        #expect(downloads.last?.completedBytes == Int64(body.count))
    }

    /// The download updates a finished request reported, read to the end of their stream.
    private static func downloadUpdates(_ updates: AsyncStream<TransferProgress>) async throws -> [TransferProgress] {
        try await within(10) {
            var seen: [TransferProgress] = []
            for await update in updates where update.direction == .download { seen.append(update) }
            return seen
        }
    }

    @Test(arguments: TransportKind.contract)
    func `an encoded download's size limit counts the decoded bytes`(kind: TransportKind) async throws {
        let (api, server) = try await Self.client(kind)
        defer { server.stop() }
        let probe = try await api.get("encoded/gzip").response()
        let identityLength = try #require(probe.headers["X-Identity-Length"].flatMap { Int($0) })
        let encodedLength = try #require(probe.headers["Content-Length"].flatMap { Int($0) })
        let folder = try StreamServer.folder()
        let limited = folder.appendingPathComponent("limited.json")
        // Above the encoded length, below the decoded one: only counting decoded bytes refuses it.
        let limit = identityLength - 1
        #expect(encodedLength < limit)
        await #expect {
            try await within(30) {
                try await api.get("encoded/gzip").responseSizeLimit(limit).download(to: limited)
            }
        } throws: { error in
            guard case .responseTooLarge(let refused, _) = error as? RESTError else { return false }
            return refused == limit
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let fitting = folder.appendingPathComponent("fitting.json")
        let saved = try await within(30) {
            try await api.get("encoded/gzip").responseSizeLimit(identityLength).download(to: fitting)
        }
        #expect(saved.size == Int64(identityLength))
    }

    @Test(arguments: TransportKind.contract)
    func `an encoded body cut short fails naming the URL and never appears under the final name`(
        kind: TransportKind
    ) async throws {
        let (api, server) = try await Self.client(kind)
        defer { server.stop() }
        let destination = try StreamServer.folder().appendingPathComponent("cut.json")
        await #expect {
            try await within(30) {
                try await api.get("encoded/gzip").query(key: "cut", value: "60").download(to: destination)
            }
        } throws: { error in
            guard case .transport(let failure) = error as? RESTError else { return false }
            return failure.code == .networkConnectionLost && "\(error)".contains("/encoded/gzip?cut=60")
        }
        #expect(!FileManager.default.exists(destination))
    }
}

/// The download's own check of the body's length, over a transport that checks nothing (a stub).
struct DownloadLengthTests {
    private static func client(headers: HTTPHeaders, body: Data) throws -> RESTClient {
        let stub = StubTransport { request in
            RESTResponse(statusCode: 200, headers: headers, body: body, url: request.url)
        }
        return try RESTClient(baseURL: "https://api.example.com", transport: stub)
    }

    @Test func `a decoded body longer than its encoded Content-Length is saved whole`() async throws {
        let body = Data(repeating: 0x41, count: 1690)
        let api = try Self.client(headers: ["Content-Encoding": "gzip", "Content-Length": "170"], body: body)
        let destination = try StreamServer.folder().appendingPathComponent("decoded.txt")
        let saved = try await api.get("export").download(to: destination)
        #expect(saved.size == 1690)
        #expect(try Data(contentsOf: destination) == body)
        #expect(!FileManager.default.exists(destination.appendingPathExtension("part")))
    }

    @Test func `a body shorter than its Content-Length fails naming the URL and keeps the partial file`()
        async throws
    {
        let api = try Self.client(headers: ["Content-Length": "100"], body: Data(repeating: 0x41, count: 50))
        let destination = try StreamServer.folder().appendingPathComponent("short.txt")
        await #expect {
            try await api.get("export").query(key: "token", value: "s3cret").download(to: destination)
        } throws: { error in
            guard case .transport(let failure) = error as? RESTError, failure.code == .networkConnectionLost else {
                return false
            }
            let text = "\(error)"
            return text.contains("https://api.example.com/export") && !text.contains("s3cret")
        }
        #expect(!FileManager.default.exists(destination))
        #expect(FileManager.default.exists(destination.appendingPathExtension("part")))
    }
}
