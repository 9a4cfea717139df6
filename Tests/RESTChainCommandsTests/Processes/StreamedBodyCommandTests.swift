// Bodies of any size through restchain: a response into a pipe and standard input up, streamed, never held whole.
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(3)))
struct StreamedBodyCommandTests {
    private static let server = Task { try await TestServer.start(script: "stream_server.py") }

    private static func url(_ path: String) async throws -> String {
        try await server.value.url(path).absoluteString
    }

    /// What `/upload/digest` or `/digest/…` answered, as a dictionary.
    private static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func digest(_ name: String, size: Int) async throws -> String {
        let (data, _) = try await URLSession.shared.data(
            from: try await server.value.url("/digest/\(name)?size=\(size)"))
        return try object(data)["sha256"] as? String ?? ""
    }

    private static func temporaryFile(_ data: Data) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-body-\(UUID())")
        try data.write(to: file)
        return file
    }

    @Test func `a body past the in-memory limit goes into a pipe whole, byte for byte, with no --max-size`()
        async throws
    {
        let size = 80 << 20
        let run = try await restchain("get", try await Self.url("/file/big?size=\(size)"))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.count == size)
        let file = try Self.temporaryFile(run.output)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try sha256(of: file) == (try await Self.digest("big", size: size)))
    }

    @Test func `--max-size still refuses a streamed body past it, in one line and exit status 1`() async throws {
        let run = try await restchain("get", try await Self.url("/file/limited?size=3000000"), "--max-size", "1M")
        #expect(run.status == 1)
        #expect(run.errors.contains("larger than the limit of 1048576 bytes"), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(run.output.count <= 1 << 20)
    }

    @Test func `a streamed text body ends with a newline, and an error status still prints it and exits 4`()
        async throws
    {
        let lines = try await restchain("get", try await Self.url("/text-lines"))
        #expect(lines.status == 0, "\(lines.errors)")
        #expect(lines.text.hasSuffix("\nlast\n"))
        let missing = try await restchain("get", try await Self.url("/sse/missing?status=404"))
        #expect(missing.status == 4)
        #expect(missing.text == "not now\n")
    }

    @Test func `-p h prints the head of a big body without reading the body`() async throws {
        let run = try await restchain("get", try await Self.url("/file/headonly?size=200000000"), "-p", "h")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Content-Length: 200000000"))
        #expect(run.output.count < 1000)
    }

    @Test func `a pipe longer than a mebibyte streams up chunked and arrives whole`() async throws {
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let run = try await restchain("put", try await Self.url("/upload/digest"), input: .piped(bytes))
        #expect(run.status == 0, "\(run.errors)")
        let answer = try Self.object(run.output)
        let file = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(answer["sha256"] as? String == (try sha256(of: file)))
        #expect(answer["transfer_encoding"] as? String == "chunked")
        #expect(answer["content_type"] as? String == "application/octet-stream")
    }

    @Test func `a big file redirected into standard input streams up with its length`() async throws {
        let json = Data(("[" + Array(repeating: "1", count: 600_000).joined(separator: ",") + "]").utf8)
        let file = try Self.temporaryFile(json)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await restchain("post", try await Self.url("/upload/digest"), input: .file(file))
        #expect(run.status == 0, "\(run.errors)")
        let answer = try Self.object(run.output)
        #expect(answer["sha256"] as? String == (try sha256(of: file)))
        #expect(answer["content_length"] as? String == "\(json.count)")
        #expect(answer["content_type"] as? String == "application/json")
    }

    @Test func `a short pipe is still sent whole, with its length`() async throws {
        let run = try await restchain("post", try await Self.url("/upload/digest"), input: .piped(Data("hi".utf8)))
        #expect(run.status == 0, "\(run.errors)")
        let answer = try Self.object(run.output)
        #expect(answer["content_length"] as? String == "2")
        #expect(answer["size"] as? Int == 2)
    }
}
