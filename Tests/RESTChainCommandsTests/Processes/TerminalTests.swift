// On a pseudo-terminal: the progress bar redrawn in place, coloured JSON, and NO_COLOR switching colour off.
import Foundation
import TestSupport
import Testing

struct TerminalTests {
    @Test func `on a terminal the page walk draws a progress bar in place`() async throws {
        let run = try await restchainOnTerminal(["wp", "posts", "--offline", "--per-page", "10", "--all"])
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("\r\u{1B}[2K["))
        #expect(run.text.contains("3/3 pages"))
        #expect(run.text.contains("ETA"))
        #expect(!run.text.contains("1/3 pages\r\n"))
    }

    @Test func `on a terminal JSON is indented and coloured, and NO_COLOR keeps only the indentation`() async throws {
        let server = try await TestServer.start()
        defer { server.stop() }
        let url = server.url("/json/users").absoluteString
        let coloured = try await restchainOnTerminal(["get", url])
        #expect(coloured.status == 0)
        #expect(coloured.text.hasPrefix("\u{1B}[34mHTTP/1.1\u{1B}[0m \u{1B}[32m200 OK\u{1B}[0m\r\n"))
        #expect(coloured.text.contains("\u{1B}[36mContent-Type\u{1B}[0m: application/json"))
        #expect(coloured.text.contains("\u{1B}[34m\"name\"\u{1B}[0m: \u{1B}[32m\"Ann\"\u{1B}[0m"))
        let plain = try await restchainOnTerminal(["get", url], environment: ["NO_COLOR": "1"])
        #expect(!plain.text.contains("\u{1B}["))
        #expect(plain.text.contains("    \"name\": \"Ann\""))
        let json = try await restchainOnTerminal(["get", url, "--pretty=none", "-b"])
        #expect(json.text.hasPrefix("[{\"id\": 1"))
    }
}
