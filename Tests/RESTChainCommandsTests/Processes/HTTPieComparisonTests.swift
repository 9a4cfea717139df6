// HTTPieComparisonTests: everyday command lines through restchain and HTTPie's `http`, the same request at the server.
import Foundation
import TestSupport
import Testing

/// The table of the DocC article "The restchain Command": each command line, typed for restchain and for HTTPie,
/// sends the same request — method, path, query, headers and body — to the same loopback echo server.
///
/// HTTPie's `http` comes from Debian's `httpie` package (`.ci/run` installs it and sets `RESTCHAIN_REQUIRE_HTTPIE`,
/// so CI never skips this suite); elsewhere the suite runs when `http` is on the `PATH`.
@Suite(.timeLimit(.minutes(3)), .enabled(if: HTTPie.runs))
struct HTTPieComparisonTests {
    private static let server = Task { try await TestServer.start() }

    /// One row: HTTPie's options (which it takes before the method), the method, the path and the request items.
    struct Row: Sendable, CustomTestStringConvertible {
        let options: [String]
        let method: String
        let path: String
        let items: [String]

        init(_ method: String, _ path: String, _ items: [String] = [], options: [String] = []) {
            self.method = method
            self.path = path
            self.items = items
            self.options = options
        }

        /// The words after `restchain`: the method, the URL, the items, then the options.
        func restchain(_ origin: String) -> [String] { [method, origin + path] + items + options }

        /// The words after `http`: the options, the method, the URL and the items.
        func http(_ origin: String) -> [String] { options + [method, origin + path] + items }

        /// The restchain command line as the article shows it, with `:PORT` for the server.
        var testDescription: String { Self.line(["restchain"] + restchain(":PORT")) }

        /// The HTTPie command line as the article shows it.
        var httpLine: String { Self.line(["http"] + http(":PORT")) }

        /// `words` as a shell reads them back: a word with a space, quote or shell character in single quotes.
        private static func line(_ words: [String]) -> String {
            let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,")
            return words.map { word in
                word.allSatisfy(plain.contains) ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
            }.joined(separator: " ")
        }
    }

    static let rows: [Row] = [
        Row("GET", "/echo/search", ["page==2", "q==two words", "X-Trace:abc"]),
        Row("POST", "/echo/people", ["name=Ann", "age:=42", "admin:=true"]),
        Row("PATCH", "/echo/people/7", ["count:=3", "tag=new"]),
        Row("PUT", "/echo/form", ["a=1", "b=two"], options: ["--form"]),
        Row("DELETE", "/echo/people/7"),
        Row("GET", "/echo/private", options: ["-a", "ann:s3cret"]),
        Row("GET", "/echo/token", options: ["-A", "bearer", "-a", "tok-123"]),
        Row("POST", "/echo/raw", options: ["--raw", #"{"a": [1, 2]}"#]),
        Row("POST", "/echo/file", ["Content-Type:text/plain", "@Fixtures/http/hello.txt"]),
        Row("GET", "/echo/json", options: ["--json"]),
    ]

    /// What the echo server saw, with what names each tool rather than the request left out: `User-Agent` (the
    /// tool and its version), `Accept-Encoding` (the codings each decodes), `Connection: keep-alive` (HTTP/1.1's
    /// default, which HTTPie spells out) and a `Content-Length: 0` (no body either way).
    private static func received(_ run: CommandResult, by tool: String) throws -> [String: String] {
        let echo = try #require(
            try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(tool): \(run.errors)")
        var seen: [String: String] = [:]
        seen["method"] = echo["method"] as? String
        seen["path"] = echo["path"] as? String
        seen["query"] = "\(echo["query_items"] ?? "")"
        seen["body"] = echo["body_base64"] as? String
        for (name, value) in echo["headers"] as? [String: String] ?? [:] {
            if ["user-agent", "accept-encoding", "connection"].contains(name) { continue }
            if name == "content-length", value == "0" { continue }
            seen["header " + name] = value
        }
        return seen
    }

    @Test(arguments: rows)
    func `restchain and HTTPie send the same request`(row: Row) async throws {
        let http = try #require(HTTPie.executable, "HTTPie's http is not on the PATH: apt-get install httpie")
        let origin = try await Self.server.value.baseURL
        let ours = try await CommandProcess(row.restchain(origin) + ["-p", "b", "-I"]).result()
        #expect(ours.status == 0, "\(ours.errors)")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("httpie-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let theirs = try await CommandProcess(
            ["--ignore-stdin", "--print=b"] + row.http(origin), environment: ["HTTPIE_CONFIG_DIR": config.path],
            executable: http
        ).result()
        #expect(theirs.status == 0, "\(theirs.errors)")
        let sent = try Self.received(ours, by: "restchain")
        #expect(sent == (try Self.received(theirs, by: "http")))
        #expect(sent["method"] == row.method)
    }

    @Test func `the article shows every row of the table`() throws {
        let article = try String(
            contentsOf: CommandProcess.packageRoot.appendingPathComponent(
                "Sources/RESTChain/RESTChain.docc/Articles/TheRestchainCommand.md"),
            encoding: .utf8)
        for row in Self.rows {
            #expect(article.contains("`" + row.testDescription + "`"), "\(row.testDescription)")
            #expect(article.contains("`" + row.httpLine + "`"), "\(row.httpLine)")
        }
    }
}

/// HTTPie's `http`, when it is there.
private enum HTTPie {
    /// `http`, found on the `PATH`.
    static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("http") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether the comparison runs: `http` is there, or CI requires it (and the comparison then fails, naming it).
    static var runs: Bool {
        executable != nil || ProcessInfo.processInfo.environment["RESTCHAIN_REQUIRE_HTTPIE"] != nil
    }
}
