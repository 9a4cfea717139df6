// The HTTP commands against servers that misbehave: a head cut short, a body past --max-size, redirects across
// origins and with a body — each a one-line error or the right request, never a signal or a hang.
import Foundation
import TestSupport
import Testing

struct MisbehavingServerCommandTests {
    /// The secrets each run sends: none may appear in anything it prints.
    private static let secrets = ["s3cret", "YW5uOnMzY3JldA", "K3Y-SECRET", "QUERY-SECRET"]

    private func expectNoSecret(in run: CommandResult, _ comment: String = "") {
        for secret in Self.secrets {
            #expect(!run.text.contains(secret) && !run.errors.contains(secret), "\(secret) shown \(comment)")
        }
    }

    /// FoundationNetworking ends the whole process with a `fatalError` (signal 4, exit 132 in a shell) on a head cut
    /// after the status line (swift-corelibs-foundation #5285), before any delegate call.
    @Test func `a response cut inside its header block is one line on stderr and exit 1, never a signal`()
        async throws
    {
        let server = try await TestServer.start()
        defer { server.stop() }
        for cut in [17, 27, 50, 70, 85] {
            let url = server.url("/fault/close/during-headers").absoluteString + "?cut=\(cut)&api_key=QUERY-SECRET"
            let run = try await CommandProcess(["get", url, "-a", "ann:s3cret", "X-API-KEY:K3Y-SECRET"])
                .result(within: .seconds(30))
            #expect(!run.signalled && run.status == 1, "cut \(cut): status \(run.status), \(run.errors.prefix(300))")
            #expect(
                run.errors
                    == "restchain: Transport error -1011 (\(server.baseURL)/fault/close/during-headers?cut=\(cut)"
                    + "&api_key=<redacted>): the server's response was not valid HTTP\n")
            #expect(run.output.isEmpty)
            expectNoSecret(in: run, "at cut \(cut)")
        }
        #expect(try await server.stats(path: "/fault/close/during-headers").count == 5)
    }

    /// URLSession on Linux read the whole body before the limit was checked: the server wrote all of it.
    @Test(arguments: ["1", "0"])
    func `--max-size refuses a large body as it arrives and hangs up at once`(chunked: String) async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/fault/huge-body").absoluteString + "?bytes=\(256 << 20)&chunked=\(chunked)"
        let started = ContinuousClock.now
        let run = try await CommandProcess(["get", url, "--max-size", "1M"]).result(within: .seconds(60))
        let elapsed = ContinuousClock.now - started
        #expect(!run.signalled && run.status == 1, "\(run.errors)")
        #expect(run.errors.hasPrefix("restchain: The response from \(url) is larger than the limit of 1048576 bytes"))
        #expect(run.errors.hasSuffix("--max-size none)\n") && run.errors.split(separator: "\n").count == 1)
        // A streamed body is written as it arrives, up to the limit (as curl writes it before its exit 63).
        #expect(run.output.count <= 1 << 20)
        // The client left while the server was still writing: it did not read 256 MiB first.
        #expect(try await eventually { try await server.stats(path: "/fault/huge-body").disconnected == 1 })
        #expect(elapsed < .seconds(30))
    }

    @Test func `--follow drops credentials on the way to another origin and keeps them at home`() async throws {
        let (home, other) = (try await TestServer.start(), try await TestServer.start())
        defer { home.stop() }
        defer { other.stop() }
        let credentials = ["-a", "ann:s3cret", "X-API-KEY:K3Y-SECRET", "X-Trace:kept"]
        func hop(to target: URL) -> String {
            home.url("/redirect-to").absoluteString + "?status=307&url=" + target.absoluteString
        }
        let away = hop(to: other.url("/echo/away"))
        let shown = try await CommandProcess(["get", away, "-p", "h"] + credentials).result(within: .seconds(30))
        #expect(shown.status == 3 && shown.text.hasPrefix("HTTP/1.1 307 Temporary Redirect\n"), "\(shown.errors)")
        #expect(shown.text.contains("Location: \(other.url("/echo/away").absoluteString)"))
        #expect(try await other.totalRequests() == 0)
        let followed = try await CommandProcess(["get", away, "--follow"] + credentials).result(within: .seconds(30))
        #expect(followed.status == 0, "\(followed.errors)")
        let arrived = try #require(try await other.requests(path: "/echo/away").first)
        #expect(arrived.header("Authorization") == nil && arrived.header("X-API-KEY") == nil)
        #expect(arrived.header("X-Trace") == "kept")
        let stayed = try await CommandProcess(["get", hop(to: home.url("/echo/home")), "-F"] + credentials)
            .result(within: .seconds(30))
        #expect(stayed.status == 0, "\(stayed.errors)")
        let kept = try #require(try await home.requests(path: "/echo/home").first)
        #expect(kept.header("Authorization") == "Basic YW5uOnMzY3JldA==" && kept.header("X-API-KEY") == "K3Y-SECRET")
        // The home echo shows what arrived there; the other runs print nothing the secrets went into.
        for run in [shown, followed] { expectNoSecret(in: run) }
    }

    @Test func `--follow's hops go over one connection`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let run = try await CommandProcess(["get", server.url("/redirect/3").absoluteString, "-F"])
            .result(within: .seconds(30))
        #expect(run.status == 0, "\(run.errors)")
        #expect(try await server.stats(path: "/redirect/0").count == 1)
        #expect(try await server.connections().opened == 1)
    }

    /// The hop used to keep the file's `Content-Length` without its body, so the server waited for it forever.
    @Test func `--follow sends a file body again on a 307 and drops it on a 303`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-307-\(UUID()).json")
        try Data(#"{"name":"Ann"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for (status, method, body) in [(307, "POST", #"{"name":"Ann"}"#), (303, "GET", "")] {
            let url = server.url("/redirect-to").absoluteString + "?status=\(status)&url=/echo/\(status)"
            let run = try await CommandProcess(["post", url, "@\(file.path)", "--follow", "-b"])
                .result(within: .seconds(30))
            #expect(run.status == 0, "\(status): \(run.errors)")
            let echoed = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
            #expect(echoed["method"] as? String == method)
            #expect(echoed["body_text"] as? String == body)
        }
    }
}
