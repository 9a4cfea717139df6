// The HTTPie habits as processes: :PORT, header items, -a, --print, --offline, --follow, --max-size, sessions, TLS.
import Foundation
import TestSupport
import Testing

struct HTTPClientCommandTests {
    private func echo(_ run: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
    }

    private func headers(_ run: CommandResult) throws -> [String: String] {
        try #require(try echo(run)["headers"] as? [String: String])
    }

    @Test func `:PORT means localhost and a bare host gets http://`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let short = try await restchain("get", ":\(server.port)/json/users/1", "--decode-path", "name")
        #expect(short.status == 0, "\(short.errors)")
        #expect(short.text == "Ann\n")
        let bare = try await restchain("get", "127.0.0.1:\(server.port)/json/users/2", "--decode-path", "name")
        #expect(bare.text == "Bob\n")
    }

    @Test func `TLS to a plain-HTTP port says so in one line`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("get", "https://127.0.0.1:\(server.port)/json/users")
        #expect(run.status == 35)
        #expect(
            run.errors
                == "restchain: the TLS handshake with 127.0.0.1:\(server.port) failed: is it a plain-HTTP port? (try"
                + " http://127.0.0.1:\(server.port)/json/users)\n")
    }

    @Test func `Header:value items are sent, and Header: removes the User-Agent restchain sends`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/echo/h").absoluteString
        let sent = try await headers(restchain("get", url, "X-Trace:abc", "Accept: text/plain", "X-Empty;"))
        #expect(sent["x-trace"] == "abc" && sent["accept"] == "text/plain" && sent["x-empty"] == "")
        #expect(sent["user-agent"]?.hasPrefix("restchain/") == true)
        let removed = try await headers(restchain("get", url, "User-Agent:"))
        #expect(removed["user-agent"]?.hasPrefix("restchain/") != true)
    }

    @Test func `-a sends Basic credentials and -A bearer a token, never printed`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/echo/auth").absoluteString
        let basic = try await restchain("get", url, "-a", "ann:s3cret")
        #expect(try headers(basic)["authorization"] == "Basic YW5uOnMzY3JldA==")
        let bearer = try await restchain("get", url, "-A", "bearer", "-a", "t0ken")
        #expect(try headers(bearer)["authorization"] == "Bearer t0ken")
        let shown = try await restchain("get", url, "-a", "ann:s3cret", "-p", "H")
        #expect(shown.text.contains("Authorization: <redacted>") && !shown.text.contains("YW5uOnMzY3JldA"))
        let prompt = try await restchain("get", url, "-a", "ann")
        #expect(prompt.status == 2 && prompt.errors.contains("-a needs user:password"))
    }

    @Test func `a 401 asking for credentials is printed with its challenge and exits 4 at once`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/status/401").absoluteString + "?h_WWW-Authenticate=Basic%20realm%3D%22api%22"
        let started = ContinuousClock.now
        let run = try await CommandProcess(["get", url, "-p", "h"]).result(within: .seconds(30))
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(run.status == 4)
        #expect(run.text.hasPrefix("HTTP/1.1 401 Unauthorized\n"))
        #expect(run.text.lowercased().contains("www-authenticate: basic realm=\"api\""))
        #expect(run.errors.contains("pass -a user:password"))
    }

    @Test func `a 407 asking for proxy credentials is printed with its challenge and exits 4 at once`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/status/407").absoluteString + "?h_Proxy-Authenticate=Basic%20realm%3D%22proxy%22"
        let started = ContinuousClock.now
        let run = try await CommandProcess(["get", url, "-p", "h", "-a", "ann:s3cret"]).result(within: .seconds(30))
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(run.status == 4 && !run.signalled)
        #expect(run.text.hasPrefix("HTTP/1.1 407 Proxy Authentication Required\n"))
        #expect(run.text.lowercased().contains("proxy-authenticate: basic realm=\"proxy\""))
        #expect(!run.text.contains("s3cret") && !run.errors.contains("s3cret"))
    }

    @Test func `--print picks the parts, and -h and -b are its shortcuts`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/json/users/1").absoluteString
        let head = try await restchain("get", url, "-h")
        #expect(head.text.hasPrefix("HTTP/1.1 200 OK\n") && head.text.contains("Content-Type: application/json"))
        #expect(!head.text.contains("\"Ann\""))
        let both = try await restchain("get", url, "-p", "Hh")
        #expect(both.text.hasPrefix("GET /json/users/1\nHost: 127.0.0.1:\(server.port)\n"))
        #expect(both.text.contains("\n\nHTTP/1.1 200 OK\n") && !both.text.contains("\"Ann\""))
        let body = try await restchain("get", url, "-b")
        #expect(body.text.hasPrefix("{") && body.text.hasSuffix("}\n"))
        let bad = try await restchain("get", url, "-p", "X")
        #expect(bad.status == 2 && bad.errors.contains("--print takes H"))
        let help = try await restchain("get", "-h")
        #expect(help.status == 0 && help.text.contains("usage: restchain get URL"))
    }

    @Test func `--offline prints the request and sends nothing`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await restchain("post", server.url("/echo/o").absoluteString, "--offline", "name=Ann", "X-A:1")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.hasPrefix("POST /echo/o\n") && run.text.contains("X-A: 1\n"))
        #expect(run.text.hasSuffix("\n\n{\"name\": \"Ann\"}\n"))
        #expect(try await server.totalRequests() == 0)
    }

    @Test func `redirects are printed as they come, and followed with --follow up to --max-redirects`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/redirect/2").absoluteString
        let stop = try await restchain("get", url, "-p", "h")
        #expect(stop.status == 3)
        #expect(stop.text.hasPrefix("HTTP/1.1 302 Found\n") && stop.text.contains("Location: /redirect/1"))
        #expect(stop.errors.contains("a redirect to /redirect/1: pass --follow (-F) to follow it"))
        let follow = try await restchain("get", url, "--follow", "--decode-path", "redirected")
        #expect(follow.status == 0, "\(follow.errors)")
        #expect(follow.text == "true\n")
        let short = try await restchain("get", url, "-F", "--max-redirects", "1")
        #expect(short.status == 6)
        #expect(short.errors.contains("too many redirects") && short.errors.contains("--max-redirects=1"))
        #expect(try await server.stats(path: "/redirect/0").count == 1)
    }

    @Test func `--max-size refuses a larger body with a hint, and raises the limit`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/bytes/5000").absoluteString
        let refused = try await restchain("get", url, "--max-size", "1K")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("larger than the limit of 1024 bytes") && refused.errors.contains("--max-size"))
        // The command line's advice only: the library's names Swift calls a command-line user cannot make.
        #expect(!refused.errors.contains("responseSizeLimit"), "\(refused.errors)")
        #expect(refused.output.isEmpty)
        #expect(try await restchain("get", url, "--max-size", "5000").output.count == 5000)
        #expect(try await restchain("get", url, "--max-size", "none").output.count == 5000)
        #expect(try await restchain("get", url, "--max-size", "lots").status == 2)
    }

    @Test func `--session remembers headers and credentials for the host in a 0600 file, never printing them`()
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-home-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CONFIG_HOME": home.path]
        let url = server.url("/echo/s").absoluteString
        let first = try await restchain(
            "get", url, "--session", "work", "-a", "ann:s3cret", "X-Team:blue", "-v", environment: environment)
        #expect(first.status == 0, "\(first.errors)")
        let second = try await restchain("get", url, "--session", "work", "-v", environment: environment)
        let sent = try #require(second.text.components(separatedBy: "\n\n").last.map { Data($0.utf8) })
        let echoed = try #require(try JSONSerialization.jsonObject(with: sent) as? [String: Any])
        let headers = try #require(echoed["headers"] as? [String: String])
        #expect(headers["authorization"] == "Basic YW5uOnMzY3JldA==" && headers["x-team"] == "blue")
        let file = home.appendingPathComponent("restchain/sessions/127.0.0.1_\(server.port)/work.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folder = file.deletingLastPathComponent().path
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        for run in [first, second] {
            let printed = run.text.replacingOccurrences(of: "Basic YW5uOnMzY3JldA==", with: "")
            #expect(
                !printed.contains("s3cret") && !printed.contains("YW5uOnMzY3JldA") && !run.errors.contains("s3cret"))
            #expect(run.text.contains("Authorization: <redacted>"))
        }
        let readOnly = try await restchain(
            "get", url, "--session-read-only", "work", "X-Team:red", "-b", environment: environment)
        #expect(try self.headers(readOnly)["x-team"] == "red")
        let third = try await restchain("get", url, "--session", "work", "-b", environment: environment)
        #expect(try self.headers(third)["x-team"] == "blue")
    }

    @Test func `--session keeps the cookies the host sets and sends them back; Max-Age=0 forgets one`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-cookies-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CONFIG_HOME": home.path]
        let setting =
            server.url("/headers").absoluteString
            + "?Set-Cookie=sid%3Dabc%3B%20Path%3D%2F%3B%20Expires%3DWed%2C%2021%20Oct%202037%2007%3A28%3A00%20GMT"
            + "&Set-Cookie=theme%3Ddark"
        #expect(try await restchain("get", setting, "--session", "c", environment: environment).status == 0)
        let echo = server.url("/echo/c").absoluteString
        let sent = try await headers(restchain("get", echo, "--session", "c", environment: environment))
        #expect(sent["cookie"] == "sid=abc; theme=dark")
        let forget = server.url("/headers").absoluteString + "?Set-Cookie=sid%3D%3B%20Max-Age%3D0"
        #expect(try await restchain("get", forget, "--session", "c", environment: environment).status == 0)
        let after = try await headers(restchain("get", echo, "--session", "c", environment: environment))
        #expect(after["cookie"] == "theme=dark")
    }
}
