// The command lines HTTPie and xh users type without thinking, against the echo server: what reaches it, what prints.
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct HabitsCommandTests {
    private static let server = Task { try await TestServer.start() }

    private static func url(_ path: String) async throws -> String {
        try await server.value.url(path).absoluteString
    }

    /// What `/echo/…` saw.
    private static func echo(_ run: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
    }

    @Test func `a bare URL is a GET, and a POST when items make a body`() async throws {
        let get = try await CommandProcess([try await Self.url("/echo/bare"), "page==2"]).result()
        #expect(get.status == 0, "\(get.errors)")
        #expect(try Self.echo(get)["method"] as? String == "GET")
        let post = try await CommandProcess([try await Self.url("/echo/bare"), "name=Ann"]).result()
        let echoed = try Self.echo(post)
        #expect(echoed["method"] as? String == "POST")
        #expect(echoed["json"] as? [String: String] == ["name": "Ann"])
    }

    @Test(arguments: ["GET", "PUT", "DELETE", "OPTIONS"])
    func `a method in capitals is the command`(method: String) async throws {
        let run = try await CommandProcess([method, try await Self.url("/echo/verb")]).result()
        #expect(run.status == 0, "\(run.errors)")
        #expect(try Self.echo(run)["method"] as? String == method)
    }

    @Test func `head prints the status line and headers and no body`() async throws {
        let run = try await restchain("head", try await Self.url("/json/users"))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("HTTP/1.1 200 OK\n"))
        #expect(run.text.contains("Content-Type: application/json"))
        #expect(!run.text.contains("\"name\""))
    }

    @Test func `-q prints nothing but keeps the exit status`() async throws {
        let ok = try await restchain("get", try await Self.url("/json/users"), "-q")
        #expect(ok.status == 0 && ok.output.isEmpty && ok.errors.isEmpty, "\(ok.errors)")
        let missing = try await restchain("get", try await Self.url("/status/404"), "-q")
        #expect(missing.status == 4 && missing.output.isEmpty)
    }

    @Test func `--json asks for JSON and sends the fields as JSON`() async throws {
        let run = try await restchain("post", try await Self.url("/echo/json"), "-j", "age:=3")
        let echoed = try Self.echo(run)
        let headers = echoed["headers"] as? [String: String]
        #expect(headers?["accept"] == "application/json, */*;q=0.5")
        #expect(headers?["content-type"] == "application/json")
        #expect(echoed["json"] as? [String: Int] == ["age": 3])
        let mixed = try await restchain("post", try await Self.url("/echo/json"), "--json", "--form", "a=1")
        #expect(mixed.status == 2 && mixed.errors.contains("--json and --form"))
    }

    @Test func `--raw sends its text as the body`() async throws {
        let run = try await restchain("post", try await Self.url("/echo/raw"), "--raw", #"{"a": [1]}"#)
        let echoed = try Self.echo(run)
        #expect(echoed["body_text"] as? String == #"{"a": [1]}"#)
        #expect((echoed["headers"] as? [String: String])?["content-type"] == "application/json")
        let mixed = try await restchain("post", try await Self.url("/echo/raw"), "--raw", "x", "a=1")
        #expect(mixed.status == 2)
    }

    @Test func `--pretty=format indents JSON into a pipe, and a bad value is a usage error`() async throws {
        let run = try await restchain("get", try await Self.url("/json/users"), "--pretty=format")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("[\n  {\n"))
        #expect(!run.text.contains("\u{1B}["))
        let bad = try await restchain("get", try await Self.url("/json/users"), "--pretty", "loud")
        #expect(bad.status == 2 && bad.errors.contains("--pretty takes all, colors, format or none"))
    }

    @Test func `-p=hb prints the response headers and body`() async throws {
        let run = try await restchain("get", try await Self.url("/json/users"), "-p=hb")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("HTTP/1.1 200 OK\n"))
        #expect(run.text.contains("\n\n[{"))
    }

    @Test func `no connection, no such host and too many redirects each have their exit status`() async throws {
        let refused = try await restchain("get", "http://127.0.0.1:9/")
        #expect(refused.status == 7, "\(refused.errors)")
        let unknown = try await restchain("get", "http://no-such-host.invalid/")
        #expect(unknown.status == 8, "\(unknown.errors)")
        let loop = try await restchain("get", try await Self.url("/redirect/5"), "-F", "--max-redirects", "2")
        #expect(loop.status == 6, "\(loop.errors)")
        for run in [refused, unknown, loop] { #expect(run.errors.split(separator: "\n").count == 1) }
    }
}
