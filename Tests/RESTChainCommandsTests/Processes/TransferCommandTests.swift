// restchain get -o/--download/--continue/--stream and post @file, against the streaming loopback server.
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(3)))
struct TransferCommandTests {
    private static let server = Task { try await TestServer.start(script: "stream_server.py") }

    private static func url(_ path: String) async throws -> String {
        try await server.value.url(path).absoluteString
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func post(_ path: String) async throws {
        var request = URLRequest(url: try await server.value.url(path))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }

    private static func digest(_ name: String, size: Int) async throws -> String {
        let (data, _) = try await URLSession.shared.data(
            from: try await server.value.url("/digest/\(name)?size=\(size)"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["sha256"] as? String ?? ""
    }

    @Test func `get -o saves the body and prints plain progress lines when piped`() async throws {
        let file = try Self.folder().appendingPathComponent("piped.bin")
        let run = try await restchain(
            "get", try await Self.url("/file/piped?size=3000000&delay_ms=30"), "-o", file.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("/3000000 bytes\n"))
        #expect(!run.errors.contains("\r"))
        #expect(run.errors.contains("Saved 3.0 MB to \(file.path)"))
        #expect(try sha256(of: file) == (try await Self.digest("piped", size: 3_000_000)))
    }

    @Test func `get -o saves a gzip-encoded body decoded, counts decoded bytes and exits 0`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let file = try Self.folder().appendingPathComponent("users.json")
        let run = try await restchain("get", server.url("/encoded/gzip").absoluteString, "-o", file.path)
        #expect(run.status == 0, "\(run.errors)")
        let saved = try Data(contentsOf: file)
        let users = try JSONSerialization.jsonObject(with: saved) as? [[String: Any]]
        #expect((users?.count ?? 0) >= 40)
        // The bar counts decoded bytes against no total: the encoded Content-Length is not the file's size.
        #expect(run.errors.contains("\(saved.count) bytes\n"))
        #expect(!run.errors.split(separator: "\n").contains { $0.hasSuffix(" bytes") && $0.contains("/") })
        #expect(!FileManager.default.fileExists(atPath: file.path + ".part"))
    }

    @Test func `on a terminal get -o draws a byte progress bar in place`() async throws {
        let file = try Self.folder().appendingPathComponent("terminal.bin")
        let run = try await restchainOnTerminal([
            "get", try await Self.url("/file/terminal?size=3000000&delay_ms=30"), "-o", file.path,
        ])
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("\r\u{1B}[2K["))
        #expect(run.text.contains("/ 3.0 MB"))
        #expect(run.text.contains("MB/s"))
    }

    @Test func `--continue finishes a download an earlier run left partial`() async throws {
        let file = try Self.folder().appendingPathComponent("continued.bin")
        try await Self.post("/control/cut/continued?after=900000")
        let url = try await Self.url("/file/continued?size=2000000")
        let first = try await restchain("get", url, "-o", file.path)
        #expect(first.status != 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let second = try await restchain("get", url, "-o", file.path, "--continue")
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.errors.contains("continued after"))
        #expect(try sha256(of: file) == (try await Self.digest("continued", size: 2_000_000)))
    }

    @Test func `Ctrl-C during a download leaves no file under the final name`() async throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("interrupted.bin")
        let process = try CommandProcess([
            "get", try await Self.url("/file/interrupted?size=5000000&delay_ms=50"), "-o", file.path,
        ])
        try await Task.sleep(for: .milliseconds(800))
        process.interrupt()
        let run = await process.result(within: .seconds(10))
        #expect(run.status == 130)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func `--download names the file from Content-Disposition`() async throws {
        let folder = try Self.folder()
        let disposition = "attachment; filename=\"report.pdf\"".addingPercentEncoding(
            withAllowedCharacters: .alphanumerics)!
        let process = try CommandProcess(
            ["get", try await Self.url("/file/named?size=1000&disposition=\(disposition)"), "--download"],
            directory: folder)
        let run = await process.result()
        #expect(run.status == 0, "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.pdf"])
    }

    @Test func `post @file streams the file as the body`() async throws {
        let file = try Self.folder().appendingPathComponent("body.bin")
        try Data((0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }).write(to: file)
        let run = try await restchain("post", try await Self.url("/upload/digest"), "@" + file.path, "--pretty=none")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("\"sha256\": \"\(try sha256(of: file))\""))
        #expect(run.text.contains("\"content_length\": \"1500000\""))
    }

    @Test func `--stream prints lines and events as they arrive`() async throws {
        let lines = try await restchain("get", try await Self.url("/ndjson?count=3"), "--stream")
        #expect(lines.status == 0, "\(lines.errors)")
        #expect(lines.text == "{\"n\": 1}\n{\"n\": 2}\n{\"n\": 3}\n")
        let key = UUID().uuidString.prefix(8)
        let events = try await restchain("get", try await Self.url("/sse/cli-\(key)?count=2&retry=50"), "--stream")
        #expect(events.status == 0, "\(events.errors)")
        #expect(events.text.hasPrefix("[tick #1] {\"n\": 1,\n \"connection\": 1}\n[tick #2]"))
    }

    @Test func `--stream sends one request and ends when a finite event stream ends`() async throws {
        let key = UUID().uuidString.prefix(8)
        let run = try await restchain("get", try await Self.url("/sse/once-\(key)?count=3"), "-S")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.split(separator: "\n").filter { $0.hasPrefix("[tick") }.count == 3)
        #expect(!run.text.contains("\"connection\": 2"))
    }

    @Test func `--stream --reconnect resumes with Last-Event-ID until the server answers 204`() async throws {
        let key = UUID().uuidString.prefix(8)
        let run = try await restchain(
            "get", try await Self.url("/sse/again-\(key)?count=2&per_connection=1&retry=20"), "--stream",
            "--reconnect")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("[tick #1] {\"n\": 1,\n \"connection\": 1}"))
        #expect(run.text.contains("[tick #2] {\"n\": 2,\n \"connection\": 2}"))
    }

    @Test func `--stream of an event stream cut short fails in one line without reconnecting`() async throws {
        let key = UUID().uuidString.prefix(8)
        let run = try await restchain("get", try await Self.url("/sse/cut-\(key)?count=3&drop_after=1"), "--stream")
        #expect(run.status == 1)
        #expect(run.text.hasPrefix("[tick #1]"))
        #expect(run.errors.hasPrefix("restchain: "), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
    }
}
