// ConnectionCommandTests: --resolve, --unix-socket, --curl and --follow --all, through the real executable.
import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(2)))
struct ConnectionCommandTests {
    private static let server = Task { try await TestServer.start() }

    /// What `/echo/…` saw.
    private static func echo(_ run: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
    }

    @Test func `--resolve connects to the address given and keeps the name`() async throws {
        let port = try await Self.server.value.port
        let name = "api.restchain.test"
        let run = try await restchain(
            "get", "http://\(name):\(port)/echo/resolved", "--resolve", "\(name):\(port):127.0.0.1")
        #expect(run.status == 0, "\(run.errors)")
        #expect((try Self.echo(run)["headers"] as? [String: String])?["host"] == "\(name):\(port)")
    }

    @Test(arguments: ["example.com:443", "example.com:http:127.0.0.1", "example.com:443:localhost", "+a:1:127.0.0.1"])
    func `a --resolve that is not HOST:PORT:ADDRESS is a usage error`(entry: String) async throws {
        let run = try await restchain("get", "http://example.com/", "--resolve", entry)
        #expect(run.status == 2 && run.errors.contains("--resolve takes HOST:PORT:ADDRESS"), "\(run.errors)")
    }

    @Test func `--unix-socket carries the request over the socket, with the URL's host`() async throws {
        let name = "rc-\(UUID().uuidString.prefix(8)).sock"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        let server = try await TestServer.start(arguments: ["--unix", path])
        defer {
            server.stop()
            try? FileManager.default.removeItem(atPath: path)
        }
        let run = try await restchain("get", "http://docker/v1.43/containers/json", "--unix-socket", path)
        #expect(run.status == 0, "\(run.errors)")
        let containers = try #require(try JSONSerialization.jsonObject(with: run.output) as? [[String: Any]])
        #expect(containers.first?["Host"] as? String == "docker")
        let nobody = try await restchain("get", "http://docker/x", "--unix-socket", path + ".none")
        #expect(nobody.status == 7, "\(nobody.errors)")
    }

    @Test func `--curl prints a curl command, sends nothing, and the command sends the same request`() async throws {
        let server = try await Self.server.value
        let path = "/echo/curl-\(UUID().uuidString.prefix(8))"
        let words = [
            "post", server.url(path).absoluteString + "?page=2", "name=Ann", "age:=42", "X-Trace:it's", "-a",
            "ann:s3cret",
        ]
        let printed = try await CommandProcess(words + ["--curl"]).result()
        #expect(printed.status == 0, "\(printed.errors)")
        #expect(printed.text.hasPrefix("curl "), "\(printed.text)")
        #expect(printed.text.contains("'Authorization: <redacted>'"), "\(printed.text)")
        #expect(!printed.text.contains("YW5uOnMzY3JldA"))
        #expect(try await server.stats(path: path).count == 0)
        let line = try await CommandProcess(words + ["--curl", "--show-secrets"]).result().text
        let curl = try await CommandProcess(
            ["-c", line], executable: URL(fileURLWithPath: "/bin/sh")
        ).result()
        #expect(curl.status == 0, "\(line)\n\(curl.errors)")
        let ours = try await CommandProcess(words).result()
        let (viaCurl, direct) = (try Self.echo(curl), try Self.echo(ours))
        for key in ["method", "path", "query", "body_base64"] {
            #expect("\(viaCurl[key] ?? "")" == "\(direct[key] ?? "")", "\(key)")
        }
        var headers = viaCurl["headers"] as? [String: String] ?? [:]
        var sent = direct["headers"] as? [String: String] ?? [:]
        // curl offers its own codings with --compressed; the rest is the same request.
        headers["accept-encoding"] = nil
        sent["accept-encoding"] = nil
        #expect(headers == sent)
    }

    @Test func `--follow --all prints each redirect on the way, and without --all only the last answer`() async throws {
        let url = try await Self.server.value.url("/redirect/2").absoluteString
        let all = try await restchain("get", url, "--follow", "--all", "-p", "Hh")
        #expect(all.status == 0, "\(all.errors)")
        let statusLines = all.text.split(separator: "\n").filter { $0.hasPrefix("HTTP/1.1 ") }
        #expect(statusLines == ["HTTP/1.1 302 Found", "HTTP/1.1 302 Found", "HTTP/1.1 200 OK"], "\(all.text)")
        #expect(all.text.split(separator: "\n").filter { $0.hasPrefix("GET /redirect/") }.count == 3)
        let last = try await restchain("get", url, "--follow", "-p", "Hh")
        #expect(last.text.split(separator: "\n").filter { $0.hasPrefix("HTTP/1.1 ") } == ["HTTP/1.1 200 OK"])
        #expect(last.text.split(separator: "\n").filter { $0.hasPrefix("GET /redirect/") }.count == 1)
    }
}
