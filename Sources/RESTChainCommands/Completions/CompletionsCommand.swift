// CompletionsCommand: `restchain completions bash|zsh|fish` prints a completion script built from the catalogue.

/// `restchain completions bash|zsh|fish`.
enum CompletionsCommand {
    /// The command.
    static let command = Command(
        path: ["completions"],
        summary: "Print a shell completion script for bash, zsh or fish.",
        synopsis: "bash|zsh|fish",
        options: [],
        details: """
            bash: source <(restchain completions bash)
            zsh:  restchain completions zsh > "${fpath[1]}/_restchain"
            fish: restchain completions fish > ~/.config/fish/completions/restchain.fish
            """
    ) { invocation in
        try invocation.expectPositionals(atMost: 1)
        switch try invocation.positional(0, "shell (bash, zsh or fish)") {
        case "bash": invocation.console.write(CompletionScripts.bash(CommandCatalog.all))
        case "zsh": invocation.console.write(CompletionScripts.zsh(CommandCatalog.all))
        case "fish": invocation.console.write(CompletionScripts.fish(CommandCatalog.all))
        case let other: throw invocation.usageError("no completions for '\(other)': bash, zsh or fish")
        }
    }
}
