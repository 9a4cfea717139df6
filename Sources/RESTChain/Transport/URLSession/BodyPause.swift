// BodyPause: when a streamed exchange's task is suspended for a slow reader and resumed, so it never stays suspended.
import Foundation

/// Decides the suspensions of a streamed exchange's task (Apple platforms) while its reader is behind.
///
/// The body's buffer asks for a pause when a piece leaves it full, and for a resume when the reader has drained
/// it. The reader runs on another thread: it may drain the buffer, and ask to resume, between the buffer's answer
/// and the suspension. Apple documents that a suspended task is not subject to timeouts
/// (`URLSessionTask.suspend()`), so a suspension that came after its resume would hold the exchange for good.
/// Each pause therefore carries a ticket taken before the piece was handed over; a resume since then voids it.
/// ``StreamTransfer`` takes the decisions and calls `suspend()` or `resume()` under one lock, so the task sees
/// them in the order they were decided. Pure state.
struct BodyPause {
    private var resumes = 0
    private(set) var isSuspended = false

    /// Taken before a piece goes to the buffer; passed to ``suspend(ticket:)`` if the buffer asks for a pause.
    var ticket: Int {
        resumes
    }

    /// Whether to suspend the task now: not when the reader has caught up since `ticket`, nor when it is already.
    mutating func suspend(ticket: Int) -> Bool {
        guard ticket == resumes, !isSuspended else { return false }
        isSuspended = true
        return true
    }

    /// The reader caught up: whether to resume the task (it was suspended); any pause decided earlier is void.
    mutating func resume() -> Bool {
        resumes += 1
        defer { isSuspended = false }
        return isSuspended
    }
}
