// CommandCatalog: every command, how a command line selects one, and the overview `--help` prints.

/// Every command restchain has, in the order the overview lists them.
enum CommandCatalog {
    /// The commands.
    static let all: [Command] =
        [DemoCommand.command] + HTTPCommands.all + WordPressCommands.all + GuildWars2Commands.all + [
            HelpCommand.command, CompletionsCommand.command,
        ]

    /// The words that group commands, such as `wp`.
    static var groups: [String] {
        var seen = Set<String>()
        return all.filter { $0.path.count > 1 }.map { $0.path[0] }.filter { seen.insert($0).inserted }
    }

    /// The command `words` select (the longest match) and the words after its name; `GET URL` and a bare URL
    /// select an HTTP command, as in HTTPie (``HTTPCommands/implied(by:)``).
    ///
    /// - Throws: `UsageError` for no words, an unknown command, or a group without its command.
    static func resolve(_ words: [String]) throws(UsageError) -> (Command, [String]) {
        let words = HTTPCommands.implied(by: words) ?? words
        let match = all.filter { words.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
        if let match { return (match, Array(words.dropFirst(match.path.count))) }
        guard let first = words.first else {
            throw UsageError("no command given", usage: "usage: restchain COMMAND [options]")
        }
        if groups.contains(first) {
            let names = all.filter { $0.path.first == first }.map { $0.path.dropFirst().joined(separator: " ") }
            let what = words.count > 1 ? "unknown command '\(first) \(words[1])'" : "\(first) needs a command"
            throw UsageError(
                "\(what): one of \(names.joined(separator: ", "))", usage: "usage: restchain \(first) COMMAND")
        }
        throw UsageError("unknown command '\(first)'", usage: "usage: restchain COMMAND [options]")
    }

    /// The command named by `words`, such as `["wp", "posts"]`, exactly.
    static func command(named words: [String]) -> Command? {
        all.first { $0.path == words }
    }

    /// What `restchain --help` prints.
    static var overview: String {
        var text = """
            restchain \(Program.version): REST APIs, WordPress sites and the Guild Wars 2 API from the command line,
            each command a few lines of RESTChain.

            usage: restchain COMMAND [options]

            """
        let width = (all.map(\.name.count).max() ?? 0) + 2
        for command in all {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count)
            text += command.summary + "\n"
        }
        text += """

            Start with 'restchain demo' (no network needed). 'restchain help COMMAND' shows a command's options;
            'restchain --version' the version. Colour follows the terminal and NO_COLOR.

            """
        return text
    }
}
