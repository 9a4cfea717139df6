// Command: one thing restchain does — its words, usage, options, help and the code that runs it.
import RESTChain

/// One command, such as `restchain wp posts`: the words that select it, its usage and options, and its body.
struct Command: Sendable {
    /// The words after `restchain` that select the command, such as `["wp", "posts"]`.
    let path: [String]
    /// One line saying what it does.
    let summary: String
    /// What follows the command's words in its usage line, such as `URL [-H name:value]…`.
    let synopsis: String
    /// The options it accepts, besides `--help`.
    let options: [OptionSpec]
    /// More help: examples and the library calls it is built on.
    var details: String = ""
    /// The body, run with the parsed command line.
    let run: @Sendable (Invocation) async throws -> Void

    /// The command's name, such as `wp posts`.
    var name: String { path.joined(separator: " ") }

    /// `usage: restchain wp posts --site URL …`.
    var usage: String { "usage: restchain \(name) \(synopsis)" }

    /// Every option the command accepts, `--help` included: as `-h` too unless the command gives `-h` a meaning
    /// of its own (the HTTP commands' `-h` prints headers, as in HTTPie).
    var acceptedOptions: [OptionSpec] {
        options + [options.contains { $0.short == "-h" } ? .longHelp : .help]
    }

    /// Says more about a `RESTError` this command met, after its one line; `nil` leaves the general hints.
    var hint: @Sendable (RESTError, ParsedArguments) -> String? = { _, _ in nil }

    /// The whole help text: summary, usage, options and details.
    var help: String {
        var text = "\(summary)\n\n\(usage)\n"
        if !options.isEmpty {
            let width = min(30, (options.map(\.synopsis.count).max() ?? 0) + 2)
            text += "\noptions:\n"
            for option in acceptedOptions {
                let synopsis = option.synopsis
                let padding = String(repeating: " ", count: max(1, width - synopsis.count))
                text += "  \(synopsis)\(padding)\(option.help)\n"
            }
        }
        if !details.isEmpty { text += "\n" + details + "\n" }
        return text
    }
}
