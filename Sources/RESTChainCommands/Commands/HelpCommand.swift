// HelpCommand: `restchain help [COMMAND]` prints the overview or one command's help.

/// `restchain help [COMMAND]`.
enum HelpCommand {
    /// The command.
    static let command = Command(
        path: ["help"],
        summary: "Show every command, or one command's options.",
        synopsis: "[COMMAND]",
        options: []
    ) { invocation in
        let words = invocation.arguments.positionals
        guard !words.isEmpty else { return invocation.console.write(CommandCatalog.overview) }
        if let command = CommandCatalog.command(named: words) { return invocation.console.write(command.help) }
        let group = CommandCatalog.all.filter { $0.path.first == words[0] }
        guard words.count == 1, !group.isEmpty else {
            throw invocation.usageError("no command '\(words.joined(separator: " "))'")
        }
        invocation.console.write(group.map { "  restchain \($0.name)  \($0.summary)\n" }.joined())
    }
}
