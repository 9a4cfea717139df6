// --timeout and --idle-timeout as the request reaches the wire, the hint after a timeout, and its exit status.
import Foundation
import RESTChain
import Testing

@testable import RESTChainCommands

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct TimeLimitsTests {
    /// What the transport under restchain's own receives when `restchain get URL words…` runs.
    private func attempt(_ words: [String], path: String = "/x") async throws -> TransportRequest {
        let recorder = HopRecorder(redirect: RESTResponse(statusCode: 200))
        let arguments = try ArgumentParser.parse(
            ["http://a.test\(path)", "-p", "b"] + words, options: HTTPCommands.get.acceptedOptions)
        let invocation = Invocation(
            command: HTTPCommands.get, arguments: arguments, environment: [:],
            console: Console(environment: ["NO_COLOR": "1"]))
        try await HTTPExchange(invocation, method: .get, base: recorder).run()
        return try #require(recorder.hops.first)
    }

    @Test func `a get with no time option reaches the wire with the 60 s silence limit and no deadline`()
        async throws
    {
        let sent = try await attempt([], path: "/default")
        #expect(sent.idleTimeout == .seconds(60))
        #expect(sent.deadline == nil)
    }

    @Test func `--idle-timeout sets the silence limit, none removes it, and --timeout sets the deadline alone`()
        async throws
    {
        #expect(try await attempt(["--idle-timeout", "1.5"], path: "/idle").idleTimeout == .milliseconds(1500))
        #expect(try await attempt(["--idle-timeout", "none"], path: "/none").idleTimeout == nil)
        let whole = try await attempt(["--timeout", "5"], path: "/whole")
        #expect(whole.deadline != nil && whole.idleTimeout == .seconds(60))
    }

    @Test func `--idle-timeout refuses what is not a positive number of seconds or none`() throws {
        for value in ["0", "-1", "soon"] {
            let arguments = try ArgumentParser.parse(
                ["http://a.test/x", "--idle-timeout", value], options: HTTPCommands.get.acceptedOptions)
            #expect(throws: UsageError.self) { try TimeLimits(arguments) }
        }
    }

    @Test func `a timeout exits 2, as HTTPie, with a hint naming the limits the command line set`() throws {
        let timedOut = RESTError.transport(URLError(.timedOut))
        #expect(ExitStatus.of(timedOut) == ExitStatus.timedOut)
        #expect(ExitStatus.timedOut == 2 && ExitStatus.of(.transport(URLError(.cannotLoadFromNetwork))) == 1)
        let parse = { (words: [String]) in
            try ArgumentParser.parse(["http://a.test/x"] + words, options: HTTPCommands.get.acceptedOptions)
        }
        #expect(HTTPExchange.hint(timedOut, try parse([])) == "no byte from the server for --idle-timeout=60 s")
        #expect(
            HTTPExchange.hint(timedOut, try parse(["--idle-timeout", "2", "--timeout", "9"]))
                == "no byte from the server for --idle-timeout=2 s, or longer than --timeout=9 s in all")
        #expect(
            HTTPExchange.hint(timedOut, try parse(["--idle-timeout", "none", "--timeout", "9"]))
                == "longer than --timeout=9 s in all")
    }
}
