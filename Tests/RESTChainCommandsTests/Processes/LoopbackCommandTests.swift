// get/post/put/patch/delete as processes against the loopback test server: output, headers, exit statuses.
import Foundation
import TestSupport
import Testing

struct LoopbackCommandTests {
    @Test func `get prints the body as it came when not on a terminal, with or without --json`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let plain = try await restchain("get", server.url("/json/users").absoluteString)
        let json = try await restchain("get", server.url("/json/users").absoluteString, "--pretty=none")
        #expect(plain.status == 0 && json.status == 0)
        let users = try #require(try JSONSerialization.jsonObject(with: plain.output) as? [[String: Any]])
        #expect(users.map { $0["name"] as? String } == ["Ann", "Bob"])
        #expect(plain.output == json.output)
        #expect(plain.errors.isEmpty)
    }

    @Test func `-H and -q and name==value reach the server`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain(
            "get", server.url("/echo/x").absoluteString + "?a=1", "-H", "X-Trace: abc", "--query", "b=2", "c==3",
            "--pretty=none")
        #expect(run.status == 0, "\(run.errors)")
        let echo = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect((echo["headers"] as? [String: String])?["x-trace"] == "abc")
        #expect(echo["query"] as? String == "a=1&c=3&b=2")
    }

    @Test func `--decode-path prints one value, a string as text`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/json/users").absoluteString
        #expect(try await restchain("get", url, "--decode-path", "1.name").text == "Bob\n")
        #expect(try await restchain("get", url, "--decode-path", "1.name", "--pretty=none").text == "\"Bob\"\n")
        #expect(try await restchain("get", url, "--decode-path", "0.admin").text == "true\n")
        let missing = try await restchain("get", url, "--decode-path", "5.name")
        #expect(missing.status == 1)
        #expect(missing.errors == "restchain: no '5' in the body (an array of 2)\n")
    }

    @Test func `post sends name=value and name:=json fields as one JSON object`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain(
            "post", server.url("/echo/users").absoluteString, "name=Ann", "age:=42", "--decode-path", "json",
            "--pretty=none")
        #expect(run.status == 0, "\(run.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(json["name"] as? String == "Ann" && json["age"] as? Int == 42)
        let form = try await restchain(
            "put", server.url("/echo/users/1").absoluteString, "name=Ann Lee", "--form", "--decode-path", "body_text")
        #expect(form.text == "name=Ann%20Lee\n")
        let delete = try await restchain(
            "delete", server.url("/echo/users/1").absoluteString, "--decode-path", "method")
        #expect(delete.text == "DELETE\n")
    }

    @Test(arguments: [(404, Int32(4)), (500, Int32(5)), (503, Int32(5)), (418, Int32(4))])
    func `an error status exits 4 or 5 with its body printed and one line on stderr`(code: Int, status: Int32)
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", server.url("/status/\(code)").absoluteString)
        #expect(run.status == status)
        #expect(run.errors.hasPrefix("restchain: HTTP \(code) from "))
        #expect(run.errors.filter { $0 == "\n" }.count == 1)
        let body = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        #expect(body["code"] as? String == "test_error")
    }

    @Test func `--no-check-status exits 0 for an error status, which is printed all the same`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", server.url("/status/404").absoluteString, "--no-check-status", "-p", "hb")
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("HTTP/1.1 404 Not Found\n") && run.text.contains("\"test_error\""))
        #expect(run.errors.isEmpty)
    }

    @Test func `--retry tries a 503 again until it succeeds`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/flaky/cli").absoluteString + "?failures=2"
        #expect(try await restchain("get", url).status == 5)
        try await server.reset()
        let run = try await restchain("get", url, "--retry", "3", "--decode-path", "attempt")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text == "3\n")
    }

    @Test func `--retry sends a POST again only with --idempotency-key, the same key every time`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/flaky/post").absoluteString + "?failures=2"
        let once = try await restchain("post", url, "name=ada", "--retry", "3")
        #expect(once.status == 5)
        #expect(try await server.totalRequests() == 1)
        try await server.reset()
        let run = try await restchain(
            "post", url, "name=ada", "--retry", "3", "--idempotency-key", "order-7", "--decode-path", "attempt")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text == "3\n")
        let keys = try await server.requests(path: "/flaky/post").map { $0.headers["idempotency-key"] }
        #expect(keys == ["order-7", "order-7", "order-7"])
    }

    @Test func `-v prints the request with its body and the response, secrets redacted`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain(
            "post", server.url("/echo/v").absoluteString + "?x=1", "-v", "Authorization:Bearer s3cret", "name=Ann")
        #expect(run.status == 0, "\(run.errors)")
        let parts = run.text.components(separatedBy: "\n\n")
        #expect(parts.count == 4, "\(run.text)")
        #expect(parts[0].hasPrefix("POST /echo/v?x=1\nHost: 127.0.0.1:\(server.port)\n"))
        #expect(parts[0].contains("Authorization: <redacted>") && parts[0].contains("Content-Type: application/json"))
        #expect(parts[1] == #"{"name": "Ann"}"#)
        #expect(parts[2].hasPrefix("HTTP/1.1 200 OK\n") && parts[2].contains("Content-Type: application/json"))
        #expect(parts[3].hasPrefix("{"))
        // The echo in the last part repeats what the server received; what restchain itself printed hides it.
        #expect(!parts[0...2].joined().contains("s3cret") && !run.errors.contains("s3cret"))
    }

    @Test func `--head prints the status line and headers`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", server.url("/text").absoluteString, "--head")
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("HTTP/1.1 200 OK\n"))
        #expect(run.text.contains("Content-Type: text/plain; charset=utf-8"))
    }

    @Test func `--timeout ends a slow request with exit status 2, as HTTPie`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", server.url("/delay/5000").absoluteString, "--timeout", "0.3")
        #expect(run.status == 2)
        #expect(run.errors.contains("timed out"))
    }

    @Test func `--idle-timeout ends a request to a server that never answers with one line naming it, exit 2`()
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/fault/stall").absoluteString + "?ms=30000"
        let run = try await restchain("get", url, "--idle-timeout", "1")
        #expect(run.status == 2 && !run.signalled)
        #expect(run.errors.hasPrefix("restchain: ") && run.errors.contains(url) && run.errors.contains("timed out"))
        #expect(run.errors.contains("--idle-timeout=1 s") && run.errors.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    @Test func `--cache DIR answers a fresh response from disk in the next process`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = server.url("/etag/cli").absoluteString + "?cache_control=max-age=60"
        let first = try await restchain("get", url, "--cache", directory.path, "-p", "bm", "--decode-path", "serial")
        let second = try await restchain("get", url, "--cache", directory.path, "-p", "bm", "--decode-path", "serial")
        #expect(first.text.contains("Cache: miss") && second.text.contains("Cache: hit"))
        #expect(first.text.hasPrefix("1\n\nElapsed time: ") && second.text.hasPrefix("1\n\nElapsed time: "))
        // The exchange's connection and phases, only for the answer that came over the wire.
        #expect(first.text.contains("\nConnection: 127.0.0.1:\(server.port) (HTTP/1.1, new)\nTiming: lookup "))
        #expect(first.text.contains(", TLS 0.000ms, waiting "))
        #expect(!second.text.contains("Connection:") && !second.text.contains("Timing:"))
        #expect(try await server.stats(path: "/etag/cli").count == 1)
    }

    @Test func `a refused connection says so and exits 7, as curl`() async throws {
        let run = try await restchain("get", "http://127.0.0.1:1/nothing")
        #expect(run.status == 7)
        #expect(run.errors.contains("connection refused"))
    }
}
