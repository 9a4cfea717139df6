// BodyCompressionTests: request bodies sent gzipped, over every transport, to a loopback route that decompresses
// them and reports what it got — in memory, from a file and from a one-shot stream (both still streamed), and the
// cases left as they are.
import Foundation
import RESTChain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct BodyCompressionTests {
    private static let server = Task { try await TestServer.start() }

    /// What `/inflate` reports: the coding, the bytes sent and decompressed, their digest and how they came.
    struct Received: Decodable {
        let coding: String
        let sent: Int
        let length: Int
        let sha256: String
        let chunked: Bool
        let text: String
    }

    /// A body compression shrinks: the same JSON record many times.
    private static let records = Data(
        String(repeating: #"{"name": "Ann", "role": "editor", "active": true},"#, count: 400).utf8)

    private func client(_ kind: TransportKind, compressing: BodyCompression? = nil) async throws -> RESTClient {
        let server = try await Self.server.value
        return try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
            .configured { $0.requestBodyCompression = compressing }
    }

    /// Whether `kind` sends a body of unknown length chunked: FoundationNetworking on Linux gathers a streamed body
    /// and sends it with a `Content-Length` instead.
    private static func sendsChunked(_ kind: TransportKind) -> Bool {
        #if os(Linux)
            kind != .urlSession
        #else
            true
        #endif
    }

    /// The SHA-256 of `data`, as `/inflate` writes it.
    private func digest(_ data: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString).bin")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try sha256(of: file)
    }

    @Test(arguments: TransportKind.available)
    func `a body in memory goes gzipped with Content-Encoding and arrives whole`(kind: TransportKind) async throws {
        let api = try await client(kind)
        let received = try await within(30) {
            try await api.post("inflate", body: .data(Self.records, contentType: "application/json"))
                .compressingBody().decode(type: Received.self)
        }
        let sent = try digest(Self.records)
        #expect(received.coding == "gzip")
        #expect(received.length == Self.records.count && received.sha256 == sent)
        #expect(received.sent < Self.records.count / 10, "\(received.sent)")
        #expect(!received.chunked)
    }

    @Test(arguments: TransportKind.available)
    func `a client that compresses streams a file gzipped, piece by piece`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: .gzip)
        var contents = Data()
        for index in 0..<(3 << 10) { contents.append(Data("line \(index % 97) of a log file\n".utf8)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gzip-\(UUID().uuidString).log")
        try contents.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let received = try await within(30) {
            try await api.put("inflate", body: .file(file)).decode(type: Received.self)
        }
        let sent = try digest(contents)
        #expect(received.coding == "gzip" && received.chunked == Self.sendsChunked(kind))
        #expect(received.length == contents.count && received.sha256 == sent)
        #expect(received.sent < contents.count)
    }

    @Test(arguments: TransportKind.available)
    func `a one-shot stream stays a stream and arrives whole`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: .gzip)
        let chunks = AsyncStream<Data> { continuation in
            for index in 0..<64 { continuation.yield(Data(repeating: UInt8(index), count: 10_000)) }
            continuation.finish()
        }
        let received = try await within(30) {
            try await api.put("inflate", body: .stream(chunks, length: 640_000)).decode(type: Received.self)
        }
        var expected = Data()
        for index in 0..<64 { expected.append(Data(repeating: UInt8(index), count: 10_000)) }
        let sent = try digest(expected)
        #expect(received.coding == "gzip" && received.chunked == Self.sendsChunked(kind))
        #expect(received.length == expected.count && received.sha256 == sent)
    }

    @Test(arguments: TransportKind.available)
    func `a body that has a Content-Encoding already is sent as it is`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: .gzip)
        let received = try await within(30) {
            try await api.post("inflate", body: .data(Self.records))
                .setting(header: "Content-Encoding", to: "identity").decode(type: Received.self)
        }
        #expect(received.coding == "identity" && received.sent == Self.records.count)
    }

    @Test(arguments: TransportKind.available)
    func `only when smaller leaves a body gzip would not shrink as it is`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: BodyCompression.gzip.whenSmaller)
        let small = try await within(30) {
            try await api.post("inflate", body: .text("hi")).decode(type: Received.self)
        }
        #expect(small.coding == "" && small.text == "hi" && small.sent == 2)
        let large = try await within(30) {
            try await api.post("inflate", body: .data(Self.records)).decode(type: Received.self)
        }
        #expect(large.coding == "gzip" && large.length == Self.records.count)
    }

    @Test(arguments: TransportKind.available)
    func `deflate sends the zlib format, as HTTPie's --compress does`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: .deflate)
        let received = try await within(30) {
            try await api.patch("inflate", body: .data(Self.records)).decode(type: Received.self)
        }
        #expect(received.coding == "deflate" && received.length == Self.records.count)
        #expect(received.sent < Self.records.count / 10, "\(received.sent)")
    }

    @Test(arguments: TransportKind.available)
    func `a request without a body gets no Content-Encoding`(kind: TransportKind) async throws {
        let api = try await client(kind, compressing: .gzip)
        let received = try await within(30) { try await api.get("inflate").decode(type: Received.self) }
        #expect(received.coding == "" && received.sent == 0)
    }

    @Test(arguments: TransportKind.available)
    func `the response size limit is about the response, whatever the body and its compression`(
        kind: TransportKind
    ) async throws {
        let api = try await client(kind, compressing: .gzip)
        let big = Data(String(repeating: "a line of a log that repeats\n", count: 1000).utf8)
        let received = try await within(30) {
            try await api.post("inflate", body: .text(String(decoding: big, as: UTF8.self)))
                .responseSizeLimit(8 << 10).decode(type: Received.self)
        }
        #expect(received.coding == "gzip" && received.length == big.count, "a body past the limit still goes")
        await #expect(throws: RESTError.self) {
            try await within(30) {
                try await api.post("inflate", body: .text("hi")).responseSizeLimit(16).data()
            }
        }
    }

    @Test func `a streamed body goes out compressed before its source has ended`() async throws {
        let (chunks, source) = AsyncStream<Data>.makeStream()
        var random = SeededRandom(seed: 50)
        // Bytes deflate cannot shrink, so zlib writes blocks as its window fills rather than holding them.
        for _ in 0..<8 { source.yield(Data((0..<(64 << 10)).map { _ in UInt8.random(in: 0...255, using: &random) })) }
        let api = try RESTClient(baseURL: "http://127.0.0.1:9", transport: FirstBytesTransport())
            .configured { $0.requestBodyCompression = .gzip }
        // A whole-body compressor would wait for the end that only comes after this answer: `within` would fail.
        let first = try await within(30) {
            try await api.put("upload", body: .stream(chunks, length: nil)).string()
        }
        source.finish()
        #expect(Int(first) ?? 0 > 0, "compressed bytes came out while the source was still open")
    }
}

/// Answers with the number of body bytes it read before the first non-empty piece came, and reads no further.
private struct FirstBytesTransport: Transport {
    func send(_ request: TransportRequest) async throws -> RESTResponse {
        var received = 0
        if let chunks = request.body?.chunks() {
            for try await chunk in chunks where !chunk.isEmpty {
                received = chunk.count
                break
            }
            chunks.cancel()
        }
        return RESTResponse(statusCode: 200, body: Data("\(received)".utf8), url: request.url)
    }
}
