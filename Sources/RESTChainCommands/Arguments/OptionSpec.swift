// OptionSpec: one option a command accepts — its names, whether it takes a value, and its help line.

/// One option a command accepts, such as `-H, --header name:value`.
struct OptionSpec: Sendable, Hashable {
    /// The long name with its dashes, such as `--header`; parsed values are filed under it.
    let name: String
    /// The short name with its dash, such as `-H`.
    let short: String?
    /// What the value stands for in help, such as `name:value`; `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String

    /// A flag: present or not.
    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// An option that takes a value, as `--name VALUE` or `--name=VALUE`.
    static func value(_ name: String, short: String? = nil, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }

    /// The names as help shows them: `-H, --header name:value`.
    var synopsis: String {
        let names = [short, name].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { names + " " + $0 } ?? names
    }

    /// `--help`, which every command accepts.
    static let help = flag("--help", short: "-h", "Show this help.")

    /// `--help` without `-h`, for a command whose `-h` means something else.
    static let longHelp = flag("--help", "Show this help.")
}
