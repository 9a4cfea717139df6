// PartialFileWriterTests: a body's pieces written off the transport's thread — order, pausing, failures, leaving.
import Foundation
import Testing

@testable import RESTChain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(1)))
struct PartialFileWriterTests {
    /// A pipe whose reading end the test holds: writes to it block once 64 KiB wait unread.
    private final class Pipe: @unchecked Sendable {
        let reader: Int32
        let writer: Int32

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            (reader, writer) = (ends[0], ends[1])
        }

        /// Reads exactly `count` bytes, waiting for them.
        func take(_ count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let got = bytes.withUnsafeMutableBytes { read(reader, $0.baseAddress! + filled, count - filled) }
                if got <= 0 { break }
                filled += got
            }
            return Array(bytes[..<filled])
        }

        /// The bytes written and not read yet.
        var unread: Int {
            var count: Int32 = 0
            return ioctl(reader, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
        }

        deinit {
            close(reader)
            close(writer)
        }
    }

    /// Counts the calls of a writer's `lift` and `stop`.
    private final class Calls: Sendable {
        let lifts = Locked(0)
        let stops = Locked(0)
    }

    private static func writer(
        _ descriptor: Int32, highWater: Int = 1 << 20, limit: Int64? = nil, calls: Calls
    ) -> PartialFileWriter {
        PartialFileWriter(
            descriptor: descriptor, name: "file.part", offset: 0, limit: limit, url: nil, highWater: highWater,
            lift: { calls.lifts.withLock { $0 += 1 } }, stop: { calls.stops.withLock { $0 += 1 } })
    }

    /// What the writer answers to `bytes`: "more", "pause", or "failed: " and the error.
    private static func accept(_ writer: PartialFileWriter, _ bytes: [UInt8]) -> String {
        switch bytes.withUnsafeBytes({ writer.accept($0) }) {
        case .more: "more"
        case .pause: "pause"
        case .failed(let error): "failed: \(error)"
        }
    }

    @Test func `pieces reach the file whole and in order`() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("restchain-writer-\(UUID())")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let calls = Calls()
        let writer = Self.writer(handle.fileDescriptor, highWater: 10_000, calls: calls)
        var expected: [UInt8] = []
        for index in 0..<2_000 {
            let piece = [UInt8](repeating: UInt8(truncatingIfNeeded: index), count: 1 + index % 97)
            expected += piece
            #expect(!Self.accept(writer, piece).hasPrefix("failed"))
        }
        #expect(await writer.finish(abandoning: false) == nil)
        #expect(writer.written == Int64(expected.count))
        #expect(try Data(contentsOf: file) == Data(expected))
        #expect(calls.stops.withLock { $0 } == 0)
    }

    @Test func `past the high-water mark the producer pauses until the writer takes the batch`() async throws {
        let pipe = try Pipe()
        let calls = Calls()
        let writer = Self.writer(pipe.writer, highWater: 4_096, calls: calls)
        let first = [UInt8](repeating: 1, count: 100_000)
        #expect(Self.accept(writer, first) == "pause")
        // The writer takes the batch, lifts the pause, and blocks once the pipe's 64 KiB are full.
        try await within(5) { while calls.lifts.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(5)) } }
        #expect(Self.accept(writer, [2, 2, 2]) == "more")
        #expect(Self.accept(writer, [UInt8](repeating: 3, count: 5_000)) == "pause")
        try await Task.sleep(for: .milliseconds(50))
        #expect(calls.lifts.withLock { $0 } == 1, "the stalled writer has not taken the second batch")
        let read = Task { await onOwnThread { pipe.take(105_003) } }
        #expect(await writer.finish(abandoning: false) == nil)
        let bytes = await read.value
        #expect(bytes == first + [2, 2, 2] + [UInt8](repeating: 3, count: 5_000))
        #expect(calls.lifts.withLock { $0 } == 2)
        #expect(writer.written == 105_003)
    }

    @Test func `a failed write ends the body with a one-line error and stops the producer`() async throws {
        let readOnly = open("/dev/null", O_RDONLY)
        defer { close(readOnly) }
        let calls = Calls()
        let writer = Self.writer(readOnly, calls: calls)
        #expect(Self.accept(writer, [1, 2, 3]) == "more")
        let failure = await writer.finish(abandoning: false)
        let error = try #require(failure)
        #expect("\(error)".hasPrefix("Invalid request: cannot write file.part: "))
        #expect(!"\(error)".contains("\n"))
        #expect(calls.stops.withLock { $0 } == 1)
        #expect(Self.accept(writer, [4]) == "failed: \(error)")
    }

    @Test func `the piece that would pass the size limit is refused and nothing of it is written`() async throws {
        let pipe = try Pipe()
        let calls = Calls()
        let writer = Self.writer(pipe.writer, limit: 10, calls: calls)
        #expect(Self.accept(writer, [UInt8](repeating: 7, count: 8)) == "more")
        #expect(Self.accept(writer, [1, 2, 3]) == "failed: \(RESTError.responseTooLarge(limit: 10, url: nil))")
        #expect(await writer.finish(abandoning: false) == nil)
        #expect(writer.written == 8)
    }

    @Test func `an abandoned download drops what waits and ends once the write under way ends`() async throws {
        let pipe = try Pipe()
        let calls = Calls()
        let writer = Self.writer(pipe.writer, highWater: 1 << 20, calls: calls)
        #expect(Self.accept(writer, [UInt8](repeating: 1, count: 70_000)) == "more")
        // The first batch is being written and blocks at 64 KiB; what comes next waits in memory.
        try await within(5) { while pipe.unread < 65_536 { try await Task.sleep(for: .milliseconds(5)) } }
        #expect(Self.accept(writer, [UInt8](repeating: 2, count: 1_000)) == "more")
        let finished = Task { await writer.finish(abandoning: true) }
        let read = Task { await onOwnThread { pipe.take(70_000) } }
        #expect(await finished.value == nil)
        #expect(await read.value == [UInt8](repeating: 1, count: 70_000))
        #expect(writer.written == 70_000, "the 1 000 bytes waiting were dropped")
    }
}
