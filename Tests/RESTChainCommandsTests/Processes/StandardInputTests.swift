// Piped standard input as the request body, refused beside request items, and output that ends its last line.
import Foundation
import TestSupport
import Testing

struct StandardInputTests {
    /// The echo of `/echo/...` as a dictionary.
    private func echo(_ run: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
    }

    @Test func `JSON piped into post is the body, sent as application/json`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let body = Data(#"{"name":"x","tags":["a"]}"#.utf8)
        let run = try await restchain("post", server.url("/echo/items").absoluteString, input: .piped(body))
        #expect(run.status == 0, "\(run.errors)")
        let echo = try echo(run)
        #expect(echo["body_text"] as? String == #"{"name":"x","tags":["a"]}"#)
        #expect((echo["headers"] as? [String: String])?["content-type"] == "application/json")
    }

    @Test func `a form piped in with --form is sent form-encoded`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain(
            "put", server.url("/echo/form").absoluteString, "--form", input: .piped(Data("name=Ann+Lee&x=1".utf8)))
        let echo = try echo(run)
        #expect(echo["form"] as? [[String]] == [["name", "Ann Lee"], ["x", "1"]])
    }

    @Test func `raw bytes piped in arrive byte for byte, with the content type a header gives`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let bytes = Data((0..<1000).map { UInt8($0 % 256) })
        let run = try await restchain(
            "post", server.url("/echo/raw").absoluteString, "-H", "Content-Type: image/x-test", input: .piped(bytes))
        let echo = try echo(run)
        #expect((echo["body_base64"] as? String).flatMap { Data(base64Encoded: $0) } == bytes)
        #expect((echo["headers"] as? [String: String])?["content-type"] == "image/x-test")
    }

    @Test func `bytes that are not JSON go as application/octet-stream unless a header says otherwise`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("patch", server.url("/echo/raw").absoluteString, input: .piped(Data("hi".utf8)))
        #expect((try echo(run)["headers"] as? [String: String])?["content-type"] == "application/octet-stream")
    }

    @Test func `a file redirected into standard input is the body`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-stdin-\(UUID()).json")
        try Data(#"{"from":"file"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await restchain("post", server.url("/echo/file").absoluteString, input: .file(file))
        #expect((try echo(run)["json"] as? [String: String]) == ["from": "file"])
    }

    @Test func `a body on standard input beside request items is refused and nothing is sent`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/echo/mixed").absoluteString
        let run = try await restchain("post", url, "name=Ann", input: .piped(Data(#"{"a":1}"#.utf8)))
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "restchain: request items (name=value, name:=json, name@file) and a body on standard input"))
        #expect(run.errors.contains("-I (--ignore-stdin)"))
        #expect(try await server.totalRequests() == 0)
    }

    @Test func `a pipe left open and silent beside request items is refused at once, never waited on`() async throws {
        let started = ContinuousClock.now
        let run = try await CommandProcess(["post", "http://127.0.0.1:1/x", "name=Ann"], input: .silentPipe)
            .result(within: .seconds(20))
        #expect(run.status == 2)
        #expect(run.errors.contains("cannot be mixed"))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func `-I sends the items and leaves standard input unread`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain(
            "post", server.url("/echo/ignored").absoluteString, "name=Ann", "-I", input: .piped(Data("zzz".utf8)))
        #expect(run.status == 0, "\(run.errors)")
        #expect(try echo(run)["json"] as? [String: String] == ["name": "Ann"])
    }

    @Test func `an empty pipe beside request items is no body, and the items are sent`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("post", server.url("/echo/empty").absoluteString, "a=1", input: .piped(Data()))
        #expect(run.status == 0, "\(run.errors)")
        #expect(try echo(run)["json"] as? [String: String] == ["a": "1"])
    }

    @Test func `a body piped into get is refused, since get sends none`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", server.url("/json/users").absoluteString, input: .piped(Data("x".utf8)))
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("restchain: GET sends no body, but standard input holds one"))
        #expect(try await server.totalRequests() == 0)
    }

    @Test func `text written into a pipe ends with a newline, binary bodies stay byte for byte`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        #expect(try await restchain("get", server.url("/text").absoluteString).text == "Hello, RESTChain! ✓\n")
        let json = try await restchain("get", server.url("/json/users/1").absoluteString)
        #expect(json.text.hasSuffix("}\n") && json.text.filter { $0 == "\n" }.count == 1)
        let bytes = try await restchain("get", server.url("/bytes/300").absoluteString)
        #expect(bytes.output == Data((0..<300).map { UInt8($0 % 256) }))
    }
}
