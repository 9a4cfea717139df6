// ParsedArguments: the positionals, option values and flags of one command line.

/// What a command line said: positional words, option values (by long name) and flags.
struct ParsedArguments: Sendable, Equatable {
    /// The words that are not options, in order.
    var positionals: [String] = []
    /// Every value given for each option, in order, keyed by the option's long name.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []

    /// Whether the flag `name` (such as `--json`) was given.
    func has(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The last value given for `name`, if any.
    func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value given for `name`, in order.
    func all(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The last value of `name` as an integer in `range`, if given.
    ///
    /// - Throws: `UsageError` when the value is not a whole number in `range`.
    func integer(_ name: String, in range: ClosedRange<Int> = 0...Int.max) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound), not '\(text)'")
        }
        return number
    }

    /// The last value of `name` as a non-negative number of seconds, if given.
    ///
    /// - Throws: `UsageError` when the value is not a number of seconds.
    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number > 0, number.isFinite else {
            throw UsageError("\(name) takes a number of seconds, not '\(text)'")
        }
        return number
    }
}
