// CommandFailure: a command that could not finish for a reason of its own, reported in one line, exit status 1.

/// A command that could not finish for a reason of its own (a missing file, an unknown id), exit status 1 unless
/// it says otherwise.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The one line to print.
    let description: String
    /// The exit status.
    let status: Int32

    init(_ description: String, status: Int32 = ExitStatus.failure) {
        self.description = description
        self.status = status
    }
}
