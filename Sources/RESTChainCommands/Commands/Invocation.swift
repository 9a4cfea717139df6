// Invocation: what a running command is given — its parsed arguments, the environment and the console.

/// What a command's body is given: the parsed command line, the environment and where output goes.
struct Invocation: Sendable {
    /// The command being run.
    let command: Command
    /// The parsed command line after the command's words.
    let arguments: ParsedArguments
    /// The process environment.
    let environment: [String: String]
    /// Standard output and error, and what they are connected to.
    let console: Console

    /// A usage error for this command, carrying its usage line.
    func usageError(_ message: String) -> UsageError {
        UsageError(message, usage: command.usage)
    }

    /// The positional at `index`, or a usage error naming `what` is missing.
    func positional(_ index: Int, _ what: String) throws(UsageError) -> String {
        guard arguments.positionals.indices.contains(index) else { throw usageError("missing \(what)") }
        return arguments.positionals[index]
    }

    /// Refuses positionals past the first `count`.
    func expectPositionals(atMost count: Int) throws(UsageError) {
        guard arguments.positionals.count <= count else {
            throw usageError("unexpected argument '\(arguments.positionals[count])'")
        }
    }

    /// Whether output should be plain JSON: `--json` was given or standard output is not a terminal.
    var wantsPlainJSON: Bool { arguments.has("--json") }
}
