// UsageError: the command line could not be understood; exit status 2 with the usage line.

/// A command line that could not be understood, reported with the command's usage line and exit status 2.
struct UsageError: Error, Sendable, Equatable {
    /// What was wrong, such as `unknown option --colour`.
    let message: String
    /// The usage line of the command, when one is known.
    var usage: String?

    init(_ message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
    }
}
