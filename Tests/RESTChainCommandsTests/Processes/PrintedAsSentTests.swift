// What restchain prints is what happened: every header sent, one placeholder for secrets, bodies as they came.
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct PrintedAsSentTests {
    private static let server = Task { try await TestServer.start() }

    private static func url(_ path: String) async throws -> String {
        try await server.value.url(path).absoluteString
    }

    /// The names of the header fields in a printed request head (its first line is the request line).
    private static func printedNames(_ head: Substring) -> Set<String> {
        Set(head.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ":").first?.lowercased() })
    }

    /// A request as a command line sends it: the words, and what standard input holds.
    struct Sent: Sendable, CustomTestStringConvertible {
        let words: [String]
        var input: CommandInput = .null
        var testDescription: String { words.joined(separator: " ") }
    }

    static let requests: [Sent] = [
        Sent(words: ["get", "/echo/a", "page==2"]),
        Sent(words: ["post", "/echo/b", "name=Ann", "X-Trace:abc", "-a", "ann:s3cret"]),
        Sent(words: ["put", "/echo/c", "--form", "a=1"]),
        // Past 1 MiB, standard input streams up with no length: chunked.
        Sent(words: ["put", "/echo/d"], input: .piped(Data(repeating: UInt8(ascii: "x"), count: (1 << 20) + 10))),
        Sent(words: ["delete", "/echo/e"]),
    ]

    @Test(arguments: requests)
    func `-p H prints every header field the server received`(sent: Sent) async throws {
        let words = [sent.words[0], try await Self.url(sent.words[1])] + sent.words.dropFirst(2) + ["-p", "Hb"]
        let run = try await CommandProcess(words, input: sent.input).result()
        #expect(run.status == 0, "\(run.errors)")
        let text = run.text
        let head = try #require(text.range(of: "\n\n").map { text[..<$0.lowerBound] }, "\(text.prefix(300))")
        let echo = try #require(
            try JSONSerialization.jsonObject(with: Data(text[text.range(of: "\n\n")!.upperBound...].utf8))
                as? [String: Any])
        let received = Set((echo["headers"] as? [String: String] ?? [:]).keys)
        #expect(Self.printedNames(head) == received)
        #expect(received.isSuperset(of: ["accept", "accept-encoding", "user-agent"]))
        // The echo quotes the Authorization it received: printed as it came, with a warning.
        #expect(run.errors.contains("warning: the response body quotes a secret") == sent.words.contains("-a"))
    }

    @Test func `secrets in the request line and headers print as one placeholder, or as they are on purpose`()
        async throws
    {
        let url = try await Self.url("/echo/secret") + "?access_token=abcd1234&page=2"
        let hidden = try await restchain("get", url, "-p", "H", "-A", "bearer", "-a", "tok-5678")
        #expect(hidden.status == 0, "\(hidden.errors)")
        #expect(hidden.text.hasPrefix("GET /echo/secret?access_token=<redacted>&page=2\n"), "\(hidden.text)")
        #expect(hidden.text.contains("Authorization: <redacted>\n"))
        #expect(!hidden.text.contains("REDACTED") && !hidden.text.contains("abcd1234") && !hidden.text.contains("5678"))
        let shown = try await restchain("get", url, "-p", "H", "-A", "bearer", "-a", "tok-5678", "--show-secrets")
        #expect(shown.text.hasPrefix("GET /echo/secret?access_token=abcd1234&page=2\n"), "\(shown.text)")
        #expect(shown.text.contains("Authorization: Bearer tok-5678\n"))
    }

    @Test(arguments: [["-p", "b"], ["-p", "b", "--pretty=format"]])
    func `a refused body that quotes the token is printed as sent, with a warning`(print: [String]) async throws {
        let url = try await Self.url("/auth/echoing") + "?valid=good-token&echo=1"
        let run = try await CommandProcess(["get", url, "-A", "bearer", "-a", "wrong-token-42"] + print).result()
        #expect(run.status == 4, "\(run.errors)")
        #expect(run.text.contains("Bearer wrong-token-42"), "\(run.text)")
        #expect(run.errors.contains("warning: the response body quotes a secret this request sent"), "\(run.errors)")
        #expect(run.errors.contains("The credential <redacted> was refused"), "\(run.errors)")
        #expect(!run.errors.contains("wrong-token-42"))
        let shown = try await CommandProcess(
            ["get", url, "-A", "bearer", "-a", "wrong-token-42", "--show-secrets"] + print
        ).result()
        #expect(shown.text.contains("Bearer wrong-token-42") && !shown.errors.contains("warning"), "\(shown.errors)")
    }

    @Test func `the status line names the HTTP version`() async throws {
        let run = try await restchain("get", try await Self.url("/text"), "-p", "h")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("HTTP/1.1 200 OK\n"), "\(run.text)")
        let refused = try await restchain("get", try await Self.url("/status/404"), "-p", "h")
        #expect(refused.status == 4 && refused.text.hasPrefix("HTTP/1.1 404 Not Found\n"), "\(refused.text)")
    }

    @Test func `a download into a log prints one progress line, once complete`() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("printed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("small.txt")
        let run = try await restchain("get", try await Self.url("/text"), "-o", file.path)
        #expect(run.status == 0, "\(run.errors)")
        let size = try Data(contentsOf: file).count
        let lines = run.errors.split(separator: "\n").filter { $0.hasSuffix(" bytes") }
        #expect(lines == ["\(size)/\(size) bytes"], "\(run.errors)")
    }

    @Test func `a Retry-After wait is announced on standard error before it starts`() async throws {
        let key = UUID().uuidString
        let url = try await Self.url("/retry/\(key)") + "?failures=1&retry_after=2"
        let run = try await restchain("get", url, "--retry", "1")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("restchain: waiting 2.0 s before attempt 2\n"), "\(run.errors)")
        let quiet = try await restchain("get", try await Self.url("/retry/\(key)-q") + "?failures=1", "--retry", "1")
        #expect(quiet.status == 0 && quiet.errors.isEmpty, "\(quiet.errors)")
    }
}
