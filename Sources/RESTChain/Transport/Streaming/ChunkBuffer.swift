// ChunkBuffer: the bounded queue between one producer of body chunks and one consumer, with its pause and resume.
import Foundation

/// The shared state of one ``AsyncChunkSequence``: the chunks produced but not yet consumed, whether the producer
/// was told to pause, how the stream ended, and the one consumer waiting for the next chunk.
///
/// Invariants: at most one consumer waits; `onResume` is called once for each pause the consumer lifted, and
/// `onTermination` at most once, when the consumer leaves before the producer finished. Callbacks and
/// continuations run after `lock` is released, so a producer may call back in from them.
///
/// A consumer may instead take the chunks where they are produced (``drain(into:)``): once the queue is empty, its
/// sink is called by the producer, under `lock`, with the producer's own bytes. So a chunk is never copied nor
/// queued, and once the consumer has left (or the body ended) no call of the sink is running or will run.
final class ChunkBuffer: @unchecked Sendable {
    typealias Waiter = CheckedContinuation<Data?, any Error>
    /// Takes a piece of the body on the producer's thread and says whether the producer may go on.
    typealias Sink = @Sendable (UnsafeRawBufferPointer) -> AsyncChunkSequence.Intake

    private let lock = NSLock()
    private var chunks: [Data] = []
    private var head = 0
    private var bufferedBytes = 0
    private var isPaused = false
    private var ending: Result<Void, any Error>?
    private var isTerminated = false
    private var waiter: Waiter?
    private var readable: (@Sendable () -> Void)?
    private var sink: Sink?
    /// Why a draining consumer's sink refused a chunk: what its wait ends with.
    private var sinkFailure: (any Error)?
    private let limit: Int
    private let onResume: @Sendable () -> Void
    private let onTermination: @Sendable () -> Void

    init(limit: Int, onResume: @escaping @Sendable () -> Void, onTermination: @escaping @Sendable () -> Void) {
        self.limit = max(1, limit)
        self.onResume = onResume
        self.onTermination = onTermination
    }

    // MARK: Producer

    /// Queues `chunk`; tells the producer to pause once more than `limit` bytes wait.
    func yield(_ chunk: Data) -> AsyncChunkSequence.Continuation.Demand {
        guard !chunk.isEmpty else { return .more }
        var waiter: Waiter?
        var failed: (waiter: Waiter?, error: any Error)?
        var readable: (@Sendable () -> Void)?
        let demand: AsyncChunkSequence.Continuation.Demand = lock.withLock {
            if isTerminated { return .stop }
            guard ending == nil else { return .stop }
            if let sink {
                return chunk.withUnsafeBytes { sunk(into: sink, $0, waiter: &failed) }
            }
            if let waiting = self.waiter {
                self.waiter = nil
                waiter = waiting
                return .more
            }
            chunks.append(chunk)
            bufferedBytes += chunk.count
            readable = self.readable
            self.readable = nil
            if bufferedBytes > limit {
                isPaused = true
                return .pause
            }
            return .more
        }
        if let failed { leave(failed) }
        waiter?.resume(returning: chunk)
        readable?()
        return demand
    }

    /// Hands `bytes` to a draining consumer's sink without copying them, or else queues a copy like ``yield(_:)``.
    func yield(contentsOf bytes: UnsafeRawBufferPointer) -> AsyncChunkSequence.Continuation.Demand {
        guard !bytes.isEmpty else { return .more }
        var failed: (waiter: Waiter?, error: any Error)?
        let demand: AsyncChunkSequence.Continuation.Demand? = lock.withLock {
            if isTerminated || ending != nil { return .stop }
            guard let sink else { return nil }
            return sunk(into: sink, bytes, waiter: &failed)
        }
        guard let demand else { return yield(Data(bytes)) }
        if let failed { leave(failed) }
        return demand
    }

    /// Gives `bytes` to the draining consumer's `sink`. When the sink fails, the consumer leaves with its error:
    /// `failed` gets the waiting consumer to resume with it. Call with `lock` held.
    private func sunk(
        into sink: Sink, _ bytes: UnsafeRawBufferPointer, waiter failed: inout (waiter: Waiter?, error: any Error)?
    ) -> AsyncChunkSequence.Continuation.Demand {
        let error: any Error
        switch sink(bytes) {
        case .more: return .more
        case .pause:
            isPaused = true
            return .pause
        case .failed(let failure): error = failure
        }
        sinkFailure = error
        isTerminated = true
        self.sink = nil
        failed = (waiter, error)
        waiter = nil
        return .stop
    }

    /// Resumes the draining consumer whose sink failed, and tells the producer to stop; call without `lock`.
    private func leave(_ failed: (waiter: Waiter?, error: any Error)) {
        failed.waiter?.resume(throwing: failed.error)
        onTermination()
    }

    /// Ends the stream after the queued chunks, with `error` if one is given.
    func finish(_ result: Result<Void, any Error>) {
        var waiter: Waiter?
        var readable: (@Sendable () -> Void)?
        lock.withLock {
            guard ending == nil, !isTerminated else { return }
            ending = result
            sink = nil
            if head == chunks.count {
                waiter = self.waiter
                self.waiter = nil
            }
            readable = self.readable
            self.readable = nil
        }
        guard let waiter else {
            readable?()
            return
        }
        switch result {
        case .success: waiter.resume(returning: nil)
        case .failure(let error): waiter.resume(throwing: error)
        }
    }

    // MARK: Consumer

    /// The next chunk, `nil` at the end; waits while none is queued.
    func next() async throws -> Data? {
        switch try read() {
        case .chunk(let chunk): return chunk
        case .end: return nil
        case .pending: break
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                var resume = false
                let outcome: Result<Data?, any Error>? = lock.withLock {
                    switch locked(upTo: .max, resume: &resume) {
                    case .success(.chunk(let chunk)): return .success(chunk)
                    case .success(.end): return .success(nil)
                    case .failure(let error): return .failure(error)
                    case .success(.pending):
                        waiter = continuation
                        return nil
                    }
                }
                if resume { onResume() }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            // Holds the consumer's status lock: `terminate` only resumes and hands the stop to the producer.
            terminate()
        }
    }

    /// A queued chunk of at most `maxLength` bytes, the end, or ``AsyncChunkSequence/Read/pending``.
    func read(upTo maxLength: Int = .max) throws -> AsyncChunkSequence.Read {
        var resume = false
        let outcome = lock.withLock { locked(upTo: maxLength, resume: &resume) }
        if resume { onResume() }
        return try outcome.get()
    }

    /// What the consumer gets now; sets `resume` when a paused producer may go on (below half the limit).
    /// Call with `lock` held.
    private func locked(upTo maxLength: Int, resume: inout Bool) -> Result<AsyncChunkSequence.Read, any Error> {
        if isTerminated { return .failure(CancellationError()) }
        if head < chunks.count {
            let chunk: Data
            if chunks[head].count > maxLength {
                // The rest stays queued as a slice of the same storage; only the piece taken is copied.
                let first = chunks[head]
                chunk = Data(first.prefix(maxLength))
                chunks[head] = first.dropFirst(maxLength)
                bufferedBytes -= chunk.count
            } else {
                chunk = takeFirst()
            }
            if isPaused, bufferedBytes <= limit / 2 {
                isPaused = false
                resume = true
            }
            return .success(.chunk(chunk))
        }
        switch ending {
        case .success?: return .success(.end)
        case .failure(let error)?: return .failure(error)
        case nil: return .success(.pending)
        }
    }

    /// Takes the whole body through `sink`: first the chunks already queued, on the caller's thread, then every
    /// later one on the producer's thread as it is produced; returns at the end of the body.
    ///
    /// - Throws: The producer's error, the sink's, or `CancellationError` when the consuming task is cancelled.
    func drain(into sink: @escaping Sink) async throws {
        while true {
            var resume = false
            let step: Result<[Data]?, any Error> = lock.withLock {
                if isTerminated { return .failure(CancellationError()) }
                if head < chunks.count {
                    let queued = Array(chunks[head...])
                    chunks.removeAll(keepingCapacity: true)
                    head = 0
                    bufferedBytes = 0
                    resume = isPaused
                    isPaused = false
                    return .success(queued)
                }
                switch ending {
                case .success?: return .success([])
                case .failure(let error)?: return .failure(error)
                case nil:
                    self.sink = sink
                    return .success(nil)
                }
            }
            if resume { onResume() }
            guard let queued = try step.get() else { break }
            if queued.isEmpty { return }
            for chunk in queued {
                // A pause asked for here needs no answer: the producer is told again by the sink at its next piece.
                if case .failed(let error) = chunk.withUnsafeBytes(sink) {
                    terminate()
                    throw error
                }
            }
        }
        _ = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let outcome: Result<Data?, any Error>? = lock.withLock {
                    if let sinkFailure { return .failure(sinkFailure) }
                    if isTerminated { return .failure(CancellationError()) }
                    switch ending {
                    case .success?: return .success(nil)
                    case .failure(let error)?: return .failure(error)
                    case nil:
                        waiter = continuation
                        return nil
                    }
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            terminate()
        }
    }

    /// Lets a producer that a draining consumer's sink paused go on (``AsyncChunkSequence/Intake/pause``): calls
    /// `onResume` once if the producer is paused, and does nothing otherwise.
    func lift() {
        let paused: Bool = lock.withLock {
            guard isPaused, !isTerminated, ending == nil else { return false }
            isPaused = false
            return true
        }
        if paused { onResume() }
    }

    /// Calls `callback` once, as soon as a chunk or the end is ready (at once when one already is).
    func whenReadable(_ callback: @escaping @Sendable () -> Void) {
        let ready: Bool = lock.withLock {
            if head < chunks.count || ending != nil || isTerminated { return true }
            readable = callback
            return false
        }
        if ready { callback() }
    }

    /// The consumer left: drops the queue, fails a waiting consumer and tells the producer to stop.
    func terminate() {
        let (waiter, notify): (Waiter?, Bool) = lock.withLock {
            guard !isTerminated else { return (nil, false) }
            isTerminated = true
            sink = nil
            chunks = []
            head = 0
            bufferedBytes = 0
            let waiter = self.waiter
            self.waiter = nil
            return (waiter, ending == nil)
        }
        waiter?.resume(throwing: CancellationError())
        if notify { onTermination() }
    }

    /// Removes and returns the first queued chunk; call with `lock` held and a chunk queued.
    private func takeFirst() -> Data {
        let chunk = chunks[head]
        chunks[head] = Data()
        head += 1
        bufferedBytes -= chunk.count
        if head == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 64, head * 2 > chunks.count {
            chunks.removeFirst(head)
            head = 0
        }
        return chunk
    }
}
