// DemoCommand: `restchain demo` — the toolkit at work on the recorded responses, each step's Swift call shown.
import Foundation
import GuildWars2API
import RESTChain
import WordPressAPI

/// `restchain demo`: WordPress and Guild Wars 2 over `FixtureTransport`, with no network.
enum DemoCommand {
    /// The command.
    static let command = Command(
        path: ["demo"],
        summary: "Walk through the toolkit on recorded responses (no network needed).",
        synopsis: "[--rows N]",
        options: [.value("--rows", "N", "Rows to show per table (default 5).")],
        details: """
            Every step prints the Swift call it made, then what came back. The answers come from Fixtures/ through
            FixtureTransport: real responses recorded from a WordPress site and the Guild Wars 2 API.
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 0)
        let rows = try invocation.arguments.integer("--rows", in: 1...1000) ?? 5
        let fixtures = try FixtureDirectory.required(environment: invocation.environment)
        let demo = DemoWalk(console: invocation.console, rows: rows, fixtures: fixtures)
        try await demo.wordPress()
        try await demo.guildWars2()
        demo.finish()
    }
}
