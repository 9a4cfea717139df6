// CommandFailure: a command that could not finish for a reason of its own, reported in one line, exit status 1.

/// A command that could not finish for a reason of its own (a missing file, an unknown id), exit status 1.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The one line to print.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
