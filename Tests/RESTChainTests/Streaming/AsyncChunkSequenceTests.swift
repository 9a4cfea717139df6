// AsyncChunkSequenceTests: the backpressure contract a transport relies on, without a socket.
import Foundation
import RESTChain
import Testing

@Suite(.timeLimit(.minutes(1)))
struct AsyncChunkSequenceTests {
    @Test func `the producer is told to pause past the limit and to resume below half of it`() async throws {
        let resumed = Locked(0)
        let (body, continuation) = AsyncChunkSequence.makeStream(
            bufferLimit: 100, onResume: { resumed.withLock { $0 += 1 } })
        #expect(continuation.yield(Data(count: 60)) == .more)
        #expect(continuation.yield(Data(count: 60)) == .pause)
        var iterator = body.makeAsyncIterator()
        _ = try await iterator.next()
        #expect(resumed.withLock { $0 } == 0, "60 bytes still wait: more than half the limit")
        continuation.finish()
        #expect(try await iterator.next()?.count == 60)
        #expect(resumed.withLock { $0 } == 1)
        #expect(try await iterator.next() == nil)
    }

    @Test func `a consumer that leaves tells the producer to stop, once`() async throws {
        let stopped = Locked(0)
        var (body, continuation): (AsyncChunkSequence?, AsyncChunkSequence.Continuation) =
            AsyncChunkSequence
            .makeStream(onTermination: { stopped.withLock { $0 += 1 } })
        continuation.yield(Data(count: 10))
        body?.cancel()
        body = nil
        #expect(stopped.withLock { $0 } == 1)
        #expect(continuation.yield(Data(count: 10)) == .stop)
    }

    @Test func `a cancelled consumer waiting for a chunk gets CancellationError`() async throws {
        let (body, _) = AsyncChunkSequence.makeStream()
        let task = Task {
            for try await _ in body {}
        }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await within(5) { try await task.value } }
    }

    @Test func `a callback-driven consumer reads pieces of at most the size it asks for`() throws {
        let (body, continuation) = AsyncChunkSequence.makeStream()
        let woken = Locked(false)
        #expect(try body.read(upTo: 4) == .pending)
        body.whenReadable { woken.withLock { $0 = true } }
        continuation.yield(Data("abcdefghij".utf8))
        continuation.finish()
        #expect(woken.withLock { $0 })
        #expect(try body.read(upTo: 4) == .chunk(Data("abcd".utf8)))
        #expect(try body.read(upTo: 4) == .chunk(Data("efgh".utf8)))
        #expect(try body.read(upTo: 4) == .chunk(Data("ij".utf8)))
        #expect(try body.read(upTo: 4) == .end)
    }

    @Test func `the producer's error reaches the consumer after the queued chunks`() async throws {
        let (body, continuation) = AsyncChunkSequence.makeStream()
        continuation.yield(Data(count: 3))
        continuation.finish(throwing: URLError(.networkConnectionLost))
        var iterator = body.makeAsyncIterator()
        #expect(try await iterator.next()?.count == 3)
        await #expect(throws: URLError.self) { _ = try await iterator.next() }
    }
}
