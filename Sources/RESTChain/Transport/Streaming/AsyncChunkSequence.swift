// AsyncChunkSequence: a body arriving in chunks, whose producer pauses while its one consumer falls behind.
import Foundation

/// A body as it arrives: an asynchronous sequence of non-empty chunks of bytes, with backpressure.
///
/// The producer (a ``Transport``, or RESTChain pumping an upload) hands chunks to its
/// ``Continuation``; when more than the buffer limit waits unread, ``Continuation/yield(_:)`` answers
/// ``Continuation/Demand/pause`` and the producer stops reading from the network until the consumer has drained the
/// buffer to half the limit, when the `onResume` given to ``makeStream(bufferLimit:onResume:onTermination:)`` is
/// called. So the memory a slow consumer costs stays bounded whatever the size of the body.
///
/// One consumer reads it, once: with `for try await chunk in body`, or, in a transport driven by callbacks (a
/// libcurl read function), with ``read(upTo:)`` and ``whenReadable(_:)``. Cancelling the consuming task, breaking
/// out of the loop, or dropping the sequence calls `onTermination`, so the producer closes the connection at once.
public struct AsyncChunkSequence: AsyncSequence, Sendable {
    /// A chunk of bytes.
    public typealias Element = Data
    /// What ends the sequence early: the producer's error, or `CancellationError` when the consumer left.
    public typealias Failure = any Error

    let buffer: ChunkBuffer
    private let lifetime: Lifetime
    /// Told of each chunk its consumer reads and of the end (a request's progress).
    var observer: Observer? {
        get { lifetime.observer.withLock { $0 } }
        nonmutating set { lifetime.observer.withLock { $0 = newValue } }
    }

    init(buffer: ChunkBuffer) {
        self.buffer = buffer
        lifetime = Lifetime(buffer)
    }

    /// A sequence and the continuation its producer feeds.
    ///
    /// - Parameters:
    ///   - bufferLimit: How many unread bytes the producer may queue before ``Continuation/yield(_:)`` asks it to
    ///     pause; 1 MiB by default.
    ///   - onResume: Called, on the consumer's thread, when a producer told to pause may go on. It must only hand
    ///     off (wake the thread that drives the transfer), never wait.
    ///   - onTermination: Called at most once when the consumer leaves before the producer finished (cancelled,
    ///     stopped early, dropped the sequence): stop the transfer. It may run inside a task's cancellation
    ///     handler, so it too must only hand off.
    /// - Returns: The sequence to give the consumer and the continuation to feed it.
    public static func makeStream(
        bufferLimit: Int = 1 << 20,
        onResume: @escaping @Sendable () -> Void = {},
        onTermination: @escaping @Sendable () -> Void = {}
    ) -> (sequence: AsyncChunkSequence, continuation: Continuation) {
        let buffer = ChunkBuffer(limit: bufferLimit, onResume: onResume, onTermination: onTermination)
        return (AsyncChunkSequence(buffer: buffer), Continuation(buffer: buffer))
    }

    /// A finished sequence of the given bytes, as one chunk (none when `data` is empty).
    public init(_ data: Data) {
        let (sequence, continuation) = Self.makeStream(bufferLimit: Swift.max(1, data.count))
        _ = continuation.yield(data)
        continuation.finish()
        self = sequence
    }

    /// Creates the iterator; a body has one consumer, so make one iterator per sequence.
    public func makeAsyncIterator() -> Iterator {
        Iterator(buffer: buffer, lifetime: lifetime, observer: observer)
    }

    /// Reads the chunks one at a time.
    public struct Iterator: AsyncIteratorProtocol {
        let buffer: ChunkBuffer
        let lifetime: Lifetime
        let observer: Observer?

        /// The next chunk, or `nil` at the end of the body.
        ///
        /// - Throws: The producer's error (`URLError`, ``RESTError/responseTooLarge(limit:url:)``…), or
        ///   `CancellationError` when the consuming task was cancelled.
        public mutating func next() async throws -> Data? {
            guard let observer else { return try await buffer.next() }
            do {
                guard let chunk = try await buffer.next() else {
                    await lifetime.end()
                    return nil
                }
                observer.received(chunk.count)
                return chunk
            } catch {
                await lifetime.end()
                throw error
            }
        }
    }

    /// What ``read(upTo:)`` finds.
    public enum Read: Sendable, Equatable {
        /// A chunk of at most the length asked for.
        case chunk(Data)
        /// Nothing yet: ``whenReadable(_:)`` says when to read again.
        case pending
        /// The body is over.
        case end
    }

    /// The next chunk of at most `maxLength` bytes if one is queued, without waiting: for a consumer driven by
    /// callbacks, such as a transport's upload read function.
    ///
    /// - Throws: The producer's error, or `CancellationError` after ``cancel()``.
    public func read(upTo maxLength: Int) throws -> Read {
        try buffer.read(upTo: Swift.max(1, maxLength))
    }

    /// Calls `callback` once, when ``read(upTo:)`` will find a chunk, the end or an error (at once if it already
    /// would). It may run on the producer's thread, so it must only hand off.
    public func whenReadable(_ callback: @escaping @Sendable () -> Void) {
        buffer.whenReadable(callback)
    }

    /// What a sink given to ``drain(into:)`` says of the piece it took.
    enum Intake {
        /// Go on producing.
        case more
        /// Kept, but the sink is full: the producer pauses until ``lift()``.
        case pause
        /// Refused: the body ends with this error and the producer stops.
        case failed(any Error)
    }

    /// Consumes the body by handing every chunk to `sink` as it is produced, on the producer's thread and without
    /// a copy where the producer offers its own bytes (``Continuation/yield(contentsOf:)``); returns at the end.
    ///
    /// The sink must be quick — a copy into memory, never a wait on a file or another task: while it runs, the
    /// producer (a transport's one event-loop thread) does nothing else. A sink that hands the bytes on to be
    /// written elsewhere answers ``Intake/pause`` when its queue is full and calls ``lift()`` once it has room.
    /// Once this returns or throws, the sink is not running and will not be called again.
    ///
    /// - Parameter sink: Takes one chunk; says whether the producer goes on, pauses, or stops with an error.
    /// - Throws: The producer's error, the sink's, or `CancellationError` when the consuming task is cancelled.
    func drain(into sink: @escaping @Sendable (UnsafeRawBufferPointer) -> Intake) async throws {
        var counted = sink
        if let observer {
            counted = { bytes in
                let intake = sink(bytes)
                if case .failed = intake { return intake }
                observer.received(bytes.count)
                return intake
            }
        }
        do {
            try await buffer.drain(into: counted)
        } catch {
            await lifetime.end()
            throw error
        }
        await lifetime.end()
    }

    /// Lets a producer that the draining consumer's sink paused go on; nothing happens if it is not paused.
    func lift() {
        buffer.lift()
    }

    /// Stops consuming: drops what is queued and calls the producer's `onTermination`.
    public func cancel() {
        buffer.terminate()
    }

    /// Watches a consumer's reads.
    struct Observer: Sendable {
        let received: @Sendable (Int) -> Void
        let ended: @Sendable () async -> Void
    }

    /// Ends consumption when the last copy of the sequence and its iterators are gone, and tells the observer
    /// of the end exactly once, even when the consumer never reached it.
    final class Lifetime: Sendable {
        let buffer: ChunkBuffer
        let observer = Locked<Observer?>(nil)

        init(_ buffer: ChunkBuffer) { self.buffer = buffer }

        /// Tells the observer the body ended, the first time.
        func end() async {
            let observer = observer.withLock { observer in
                defer { observer = nil }
                return observer
            }
            await observer?.ended()
        }

        deinit {
            buffer.terminate()
            if let observer = observer.withLock({ $0 }) { Task { await observer.ended() } }
        }
    }
}

extension AsyncChunkSequence {
    /// The producer's side of an ``AsyncChunkSequence``: it hands over chunks and ends the body.
    public struct Continuation: Sendable {
        let buffer: ChunkBuffer

        /// What the producer does after a ``yield(_:)``.
        public enum Demand: Sendable, Equatable {
            /// Go on producing.
            case more
            /// The buffer is full: stop reading until `onResume` is called. The chunk was kept.
            case pause
            /// The consumer left or the body was finished: stop; the chunk was dropped.
            case stop
        }

        /// Hands `chunk` to the consumer; never waits, so a transport may call it from any thread.
        ///
        /// - Returns: Whether to go on, pause until `onResume`, or stop.
        @discardableResult
        public func yield(_ chunk: Data) -> Demand {
            buffer.yield(chunk)
        }

        /// Hands over a copy of `bytes`, valid only during the call; a consumer that drains the body as it is
        /// produced takes them without a copy, on this thread.
        ///
        /// - Returns: Whether to go on, pause until `onResume`, or stop.
        @discardableResult
        func yield(contentsOf bytes: UnsafeRawBufferPointer) -> Demand {
            buffer.yield(contentsOf: bytes)
        }

        /// Ends the body after the chunks already queued; later calls are ignored.
        ///
        /// - Parameter error: The error the consumer gets after the last chunk, or `nil` for a complete body.
        public func finish(throwing error: (any Error)? = nil) {
            buffer.finish(error.map { .failure($0) } ?? .success(()))
        }
    }
}
