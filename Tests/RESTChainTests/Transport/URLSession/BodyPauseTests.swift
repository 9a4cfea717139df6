// BodyPause: a streamed exchange's task is never left suspended by a pause decided before the reader caught up.
import Testing

@testable import RESTChain

struct BodyPauseTests {
    @Test func `a pause then a catch-up suspends the task and resumes it`() {
        var pause = BodyPause()
        let ticket = pause.ticket
        let suspends = pause.suspend(ticket: ticket)
        let wasSuspended = pause.isSuspended
        let resumes = pause.resume()
        #expect(suspends && wasSuspended && resumes)
        #expect(!pause.isSuspended)
    }

    @Test func `a catch-up between the buffer's answer and the pause voids the pause`() {
        var pause = BodyPause()
        let ticket = pause.ticket  // the piece goes to the buffer, which answers "pause"
        let resumes = pause.resume()  // the reader drains it before the producer suspends: nothing to resume
        let suspends = pause.suspend(ticket: ticket)  // so the late pause must not suspend the task for good
        #expect(!resumes && !suspends)
        #expect(!pause.isSuspended)
    }

    @Test func `a second pause while suspended suspends nothing more, and one resume undoes the first`() {
        var pause = BodyPause()
        let first = pause.suspend(ticket: pause.ticket)
        let second = pause.suspend(ticket: pause.ticket)
        let resumes = pause.resume()
        let again = pause.resume()
        #expect(first && !second && resumes && !again)
    }
}
