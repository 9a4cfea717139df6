// ChunkDrainTests: a body drained where it is produced — order, the sink's failure, and leaving — without a socket.
import Foundation
import Testing

@testable import RESTChain

@Suite(.timeLimit(.minutes(1)))
struct ChunkDrainTests {
    /// What a sink was given, in order.
    private final class Collected: @unchecked Sendable {
        let bytes = Locked<[UInt8]>([])
        func take(_ piece: UnsafeRawBufferPointer) -> AsyncChunkSequence.Intake {
            bytes.withLock { $0.append(contentsOf: piece) }
            return .more
        }
    }

    private struct Full: Error {}

    @Test func `queued chunks are drained first, in order, then each later one as it is produced`() async throws {
        let resumed = Locked(0)
        let (body, continuation) = AsyncChunkSequence.makeStream(
            bufferLimit: 4, onResume: { resumed.withLock { $0 += 1 } })
        #expect(continuation.yield(Data("abc".utf8)) == .more)
        #expect(continuation.yield(Data("def".utf8)) == .pause)
        let collected = Collected()
        let drained = Task { try await body.drain(into: collected.take) }
        try await within(5) {
            while collected.bytes.withLock({ $0.count }) < 6 { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(resumed.withLock { $0 } == 1, "the paused producer was told to go on")
        // The queue is empty and the sink in place: what the producer yields reaches it on this very call.
        try await Task.sleep(for: .milliseconds(50))
        Data("ghi".utf8).withUnsafeBytes { #expect(continuation.yield(contentsOf: $0) == .more) }
        #expect(String(decoding: collected.bytes.withLock { $0 }, as: UTF8.self) == "abcdefghi")
        continuation.yield(Data("jk".utf8))
        continuation.finish()
        try await within(5) { try await drained.value }
        #expect(String(decoding: collected.bytes.withLock { $0 }, as: UTF8.self) == "abcdefghijk")
        #expect(resumed.withLock { $0 } == 1)
    }

    @Test func `a sink that fails ends the drain with its error and tells the producer to stop`() async throws {
        let stopped = Locked(0)
        let (body, continuation) = AsyncChunkSequence.makeStream(onTermination: { stopped.withLock { $0 += 1 } })
        let drained = Task { try await body.drain(into: { _ in .failed(Full()) }) }
        try await Task.sleep(for: .milliseconds(50))
        let demand = Data("abc".utf8).withUnsafeBytes { continuation.yield(contentsOf: $0) }
        #expect(demand == .stop)
        await #expect(throws: Full.self) { try await within(5) { try await drained.value } }
        #expect(stopped.withLock { $0 } == 1)
        #expect(continuation.yield(Data("def".utf8)) == .stop)
    }

    @Test func `a cancelled drain stops the producer and its sink is never called again`() async throws {
        let stopped = Locked(0)
        let (body, continuation) = AsyncChunkSequence.makeStream(onTermination: { stopped.withLock { $0 += 1 } })
        let collected = Collected()
        let drained = Task { try await body.drain(into: collected.take) }
        try await Task.sleep(for: .milliseconds(50))
        drained.cancel()
        await #expect(throws: CancellationError.self) { try await within(5) { try await drained.value } }
        #expect(stopped.withLock { $0 } == 1)
        #expect(continuation.yield(Data("abc".utf8)) == .stop)
        #expect(collected.bytes.withLock { $0 }.isEmpty)
    }

    @Test func `a body that ended before the drain hands over what was queued and returns`() async throws {
        let (body, continuation) = AsyncChunkSequence.makeStream()
        continuation.yield(Data("abc".utf8))
        continuation.finish()
        let collected = Collected()
        try await within(5) { try await body.drain(into: collected.take) }
        #expect(String(decoding: collected.bytes.withLock { $0 }, as: UTF8.self) == "abc")
    }

    @Test func `a sink that is full pauses the producer until lift, which resumes it once`() async throws {
        let resumed = Locked(0)
        let (body, continuation) = AsyncChunkSequence.makeStream(onResume: { resumed.withLock { $0 += 1 } })
        let full = Locked(true)
        let drained = Task { try await body.drain { _ in full.withLock { $0 } ? .pause : .more } }
        try await Task.sleep(for: .milliseconds(50))
        #expect(Data("abc".utf8).withUnsafeBytes { continuation.yield(contentsOf: $0) } == .pause)
        body.lift()
        body.lift()
        #expect(resumed.withLock { $0 } == 1, "one pause, one resume")
        full.withLock { $0 = false }
        #expect(Data("def".utf8).withUnsafeBytes { continuation.yield(contentsOf: $0) } == .more)
        body.lift()
        #expect(resumed.withLock { $0 } == 1, "a producer that is not paused is not resumed")
        continuation.finish()
        try await within(5) { try await drained.value }
    }
}
