// BrokenPipeTests: the test process outlives a write to a pipe nobody reads any more.
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct BrokenPipeTests {
    /// Tests that fail early close their end of a pipe under a writer that may still write; the write must fail
    /// with EPIPE rather than end every test with SIGPIPE (Tests/TestProcess/BrokenPipes.c).
    @Test func `a write to a pipe whose reader has gone fails with EPIPE and the process goes on`() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        close(ends[0])
        let byte: [UInt8] = [1]
        let written = write(ends[1], byte, 1)
        let failure = errno
        #expect(written == -1)
        #expect(failure == EPIPE)
    }
}
