// Pretty: `--pretty=all|colors|format|none`, HTTPie's choice of how a response is dressed for reading.

/// How the HTTP commands dress what they print, as HTTPie's `--pretty` says: `all` (indented JSON, colour) on a
/// terminal and `none` (as it came) into a pipe or file, unless the command line chooses.
///
/// `colors` colours the status line and headers and leaves the body as it came; `format` indents JSON without
/// colour. Colour also needs a terminal and no `NO_COLOR`.
enum Pretty: String, Sendable, CaseIterable {
    case all, colors, format, none

    /// What `--pretty` chooses, else the default for where output goes.
    ///
    /// - Throws: `UsageError` for a value that is none of the four.
    static func of(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Pretty {
        guard let text = arguments.value("--pretty") else { return console.outputIsTerminal ? .all : .none }
        guard let pretty = Pretty(rawValue: text.lowercased()) else {
            throw UsageError("--pretty takes all, colors, format or none, not '\(text)'")
        }
        return pretty
    }

    /// Whether JSON bodies are re-indented.
    var formats: Bool { self == .all || self == .format }
    /// Whether colour is wanted (the console may still refuse it).
    var colours: Bool { self == .all || self == .colors }
}
