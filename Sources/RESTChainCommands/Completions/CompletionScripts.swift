// CompletionScripts: bash, zsh and fish completion scripts for the commands and their options.

/// Completion scripts generated from the commands, so they never fall out of date.
enum CompletionScripts {
    /// A bash script: commands, then each command's options.
    static func bash(_ commands: [Command]) -> String {
        let tops = Set(commands.map { $0.path[0] }).sorted().joined(separator: " ")
        var cases = ""
        for group in Set(commands.filter { $0.path.count > 1 }.map { $0.path[0] }).sorted() {
            let subs = commands.filter { $0.path.count > 1 && $0.path[0] == group }.map { $0.path[1] }
            cases += "        \(group)) words=\"\(subs.joined(separator: " "))\" ;;\n"
        }
        var options = ""
        for command in commands {
            let names = command.acceptedOptions.flatMap { [$0.short, $0.name].compactMap { $0 } }
            options += "        \"\(command.name)\") words=\"\(names.joined(separator: " "))\" ;;\n"
        }
        return """
            # restchain completions for bash: source <(restchain completions bash)
            _restchain() {
                local cur="${COMP_WORDS[COMP_CWORD]}" words=""
                if [ "$COMP_CWORD" -eq 1 ]; then
                    words="\(tops) --help --version"
                elif [ "$COMP_CWORD" -eq 2 ] && [[ "$cur" != -* ]]; then
                    case "${COMP_WORDS[1]}" in
            \(cases)        esac
                fi
                if [ -z "$words" ] && [[ "$cur" == -* ]]; then
                    local name="${COMP_WORDS[1]}"
                    [ "$COMP_CWORD" -gt 2 ] && [[ "${COMP_WORDS[2]}" != -* ]] && name="$name ${COMP_WORDS[2]}"
                    case "$name" in
            \(options)        *) case "${COMP_WORDS[1]}" in
            \(options)        esac ;;
                    esac
                fi
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -o default -F _restchain restchain

            """
    }

    /// A zsh script, by way of bash's completion.
    static func zsh(_ commands: [Command]) -> String {
        "#compdef restchain\n# restchain completions for zsh\nautoload -U +X bashcompinit && bashcompinit\n"
            + bash(commands)
    }

    /// A fish script: commands with their summaries, then each command's options.
    static func fish(_ commands: [Command]) -> String {
        var text = "# restchain completions for fish\ncomplete -c restchain -f\n"
        for command in commands where command.path.count == 1 {
            text +=
                "complete -c restchain -n __fish_use_subcommand -a \(command.path[0]) -d '\(escape(command.summary))'\n"
        }
        for group in Set(commands.filter { $0.path.count > 1 }.map { $0.path[0] }).sorted() {
            text += "complete -c restchain -n __fish_use_subcommand -a \(group) -d '\(group) commands'\n"
            for command in commands where command.path.count > 1 && command.path[0] == group {
                text += "complete -c restchain -n '__fish_seen_subcommand_from \(group)' -a \(command.path[1])"
                text += " -d '\(escape(command.summary))'\n"
            }
        }
        for command in commands {
            for option in command.acceptedOptions {
                text += "complete -c restchain -n '__fish_seen_subcommand_from \(command.path.last ?? "")'"
                text += " -l \(option.name.dropFirst(2))"
                if let short = option.short { text += " -s \(short.dropFirst())" }
                if option.valueName != nil { text += " -r" }
                text += " -d '\(escape(option.help))'\n"
            }
        }
        return text
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
