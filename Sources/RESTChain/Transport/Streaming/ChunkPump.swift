// ChunkPump: an async producer feeding an AsyncChunkSequence, waiting while its consumer is behind.
import Foundation

/// Runs an asynchronous producer in a task of its own that feeds an ``AsyncChunkSequence``: the producer's
/// ``Writer/write(_:)`` waits while the buffer is full, and the task is cancelled when the consumer leaves.
enum ChunkPump {
    /// What a producer writes to.
    struct Writer: Sendable {
        let continuation: AsyncChunkSequence.Continuation
        let gate: Gate

        /// Queues `data`, waiting while the consumer is behind.
        ///
        /// - Throws: `CancellationError` when the consumer left.
        func write(_ data: Data) async throws {
            switch continuation.yield(data) {
            case .more: return
            case .pause: await gate.wait()
            case .stop: throw CancellationError()
            }
            try Task.checkCancellation()
        }
    }

    /// Starts `produce` and returns the sequence it feeds; the sequence ends when `produce` returns or throws.
    static func start(
        bufferLimit: Int = 1 << 20,
        _ produce: @escaping @Sendable (Writer) async throws -> Void
    ) -> AsyncChunkSequence {
        let gate = Gate()
        let producer = Locked<Task<Void, Never>?>(nil)
        let left = Locked(false)
        let (sequence, continuation) = AsyncChunkSequence.makeStream(
            bufferLimit: bufferLimit,
            onResume: { gate.open() },
            onTermination: {
                left.withLock { $0 = true }
                producer.withLock { $0 }?.cancel()
                gate.open()
            })
        let task = Task {
            do {
                try await produce(Writer(continuation: continuation, gate: gate))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        producer.withLock { $0 = task }
        if left.withLock({ $0 }) { task.cancel() }
        return sequence
    }

    /// Writes the bytes of `parts` from `position` on, files read from disk in pieces of 256 KiB on a queue of
    /// their own (``QueuedFile``).
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when a file cannot be read; `CancellationError`.
    static func copy(_ parts: [UploadBody.Part], from position: Int64, to writer: Writer) async throws {
        var skipped = max(0, position)
        for part in parts {
            switch part {
            case .data(let data):
                guard skipped < data.count else {
                    skipped -= Int64(data.count)
                    continue
                }
                try await writer.write(skipped == 0 ? data : Data(data.dropFirst(Int(skipped))))
                skipped = 0
            case .file(let url):
                let file = try await QueuedFile.open(url, at: skipped)
                guard skipped < file.size || skipped == 0 else {
                    skipped -= file.size
                    continue
                }
                skipped = 0
                while true {
                    let piece = try await file.read(upTo: 256 * 1024)
                    if piece.isEmpty { break }
                    try await writer.write(piece)
                }
            }
        }
    }

    /// Where a paused producer waits for `onResume`; an `open` that comes first lets the next wait through.
    final class Gate: Sendable {
        private let state = Locked<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

        func wait() async {
            await withCheckedContinuation { continuation in
                let passed = state.withLock { state in
                    if state.isOpen {
                        state.isOpen = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if passed { continuation.resume() }
            }
        }

        func open() {
            let waiter = state.withLock { state in
                guard let waiter = state.waiter else {
                    state.isOpen = true
                    return nil as CheckedContinuation<Void, Never>?
                }
                state.waiter = nil
                return waiter
            }
            waiter?.resume()
        }
    }
}
