// ArgumentParser: splits a command line into positionals, option values and flags, refusing unknown options.

/// Splits words into ``ParsedArguments`` by a command's ``OptionSpec``s.
///
/// `--name value`, `--name=value`, `-n value`, `-nvalue` and `-n=value` give values; `--` ends the options; a lone `-` and
/// words that do not start with `-` are positionals, wherever they appear.
enum ArgumentParser {
    /// Parses `words` against `options`.
    ///
    /// - Throws: `UsageError` for an unknown option, a missing value, or a value given to a flag.
    static func parse(_ words: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            guard !optionsEnded, word.count > 1, word.hasPrefix("-"), !isNumber(word) else {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (name, attached) = split(word, options: options)
            guard let spec = options.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError("unknown option \(name)")
            }
            guard spec.valueName != nil else {
                if attached != nil { throw UsageError("\(spec.name) takes no value") }
                parsed.flags.insert(spec.name)
                continue
            }
            if let attached {
                parsed.values[spec.name, default: []].append(attached)
            } else if index < words.count {
                parsed.values[spec.name, default: []].append(words[index])
                index += 1
            } else {
                throw UsageError("\(spec.name) needs a value (\(spec.valueName ?? "value"))")
            }
        }
        return parsed
    }

    /// `--name=value`, and `-nvalue` for a short option that takes a value, as name and value; other words as
    /// themselves with no value.
    private static func split(_ word: String, options: [OptionSpec]) -> (name: String, value: String?) {
        if !word.hasPrefix("--"), word.count > 2 {
            let short = String(word.prefix(2))
            if options.contains(where: { $0.short == short && $0.valueName != nil }) {
                // `-p=hb` as argparse (so HTTPie) reads it: the `=` joins, it is not part of the value.
                let value = word.dropFirst(2)
                return (short, String(value.first == "=" ? value.dropFirst() : value))
            }
        }
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Whether `word` is a negative number, which is a value and not an option.
    private static func isNumber(_ word: String) -> Bool {
        Double(word) != nil
    }
}
