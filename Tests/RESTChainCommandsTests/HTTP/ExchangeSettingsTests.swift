// --print letters and their defaults, -a credentials, and what a --session remembers.
import Foundation
import Testing

@testable import RESTChainCommands

struct ExchangeSettingsTests {
    private func selection(_ words: [String], terminal: Bool = false) throws -> PrintSelection {
        let parsed = try ArgumentParser.parse(["URL"] + words, options: HTTPCommands.get.acceptedOptions)
        return try PrintSelection.of(parsed, outputIsTerminal: terminal)
    }

    @Test func `--print letters name the parts, and the defaults follow xh`() throws {
        let all = try PrintSelection(letters: "HBhbm")
        #expect(all.requestHead && all.requestBody && all.responseHead && all.responseBody && all.metadata)
        #expect(try selection([], terminal: true) == PrintSelection(letters: "hb"))
        #expect(try selection([]) == PrintSelection(letters: "b"))
        #expect(try selection(["-v"]) == PrintSelection(letters: "HBhb"))
        #expect(try selection(["--offline"]) == PrintSelection(letters: "HB"))
        #expect(try selection(["-h"]) == PrintSelection(letters: "h"))
        #expect(try selection(["-h", "-b"]) == PrintSelection(letters: "hb"))
        #expect(try selection(["-pHh", "-v"]) == PrintSelection(letters: "Hh"))
        #expect(try selection(["--print=m"]) == PrintSelection(letters: "m"))
        #expect(throws: UsageError.self) { try PrintSelection(letters: "Hx") }
    }

    @Test func `-h prints headers for the HTTP commands and is still help elsewhere`() throws {
        #expect(HTTPCommands.get.acceptedOptions.contains { $0.short == "-h" && $0.name == "--headers" })
        #expect(HTTPCommands.get.acceptedOptions.contains { $0.name == "--help" && $0.short == nil })
        let posts = try #require(CommandCatalog.command(named: ["wp", "posts"]))
        #expect(posts.acceptedOptions.contains { $0.name == "--help" && $0.short == "-h" })
    }

    @Test func `-a makes Basic or Bearer credentials whose description hides the secret`() throws {
        let basic = try Credentials(argument: "ann:s3cret", type: nil)
        #expect(basic.headerValue == "Basic YW5uOnMzY3JldA==")
        let bearer = try Credentials(argument: "tok3n", type: "Bearer")
        #expect(bearer.headerValue == "Bearer tok3n")
        #expect(!"\(basic) \(bearer)".contains("s3cret") && !"\(bearer)".contains("tok3n"))
        #expect(throws: UsageError.self) { try Credentials(argument: "x", type: "digest") }
        #expect(throws: UsageError.self) { try Credentials(argument: "", type: "bearer") }
    }

    @Test func `a session remembers headers by name in any case, forgets removed ones, and skips per-request ones`() {
        var session = SavedSession()
        session.remember(header: "X-Team", value: "blue")
        session.remember(header: "x-team", value: "red")
        session.remember(header: "Content-Type", value: "text/plain")
        session.remember(header: "If-None-Match", value: "\"a\"")
        session.remember(header: "Accept", value: "text/html")
        session.remember(header: "ACCEPT", value: nil)
        #expect(session.headers == [.init(name: "x-team", value: "red")])
    }

    @Test func `a session name is kept per host and port, and a bad name is refused`() throws {
        let environment = ["HOME": "/home/ann"]
        let file = try SavedSession.file(named: "work", host: "127.0.0.1:8080", environment: environment)
        #expect(file.path == "/home/ann/.config/restchain/sessions/127.0.0.1_8080/work.json")
        let xdg = try SavedSession.file(named: "a", host: "h", environment: ["XDG_CONFIG_HOME": "/x"])
        #expect(xdg.path == "/x/restchain/sessions/h/a.json")
        #expect(try SavedSession.file(named: "./s.json", host: "h", environment: environment).path.hasSuffix("/s.json"))
        #expect(throws: UsageError.self) { try SavedSession.file(named: "..", host: "h", environment: environment) }
        #expect(throws: UsageError.self) { try SavedSession.file(named: "a b", host: "h", environment: environment) }
    }
}
