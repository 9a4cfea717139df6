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

    /// Writes the file's bytes in pieces of 256 KiB.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` when the file cannot be read; `CancellationError`.
    static func copy(_ file: URL, to writer: Writer) async throws {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: file)
        } catch {
            throw RESTError.invalidRequest(reason: "cannot read the file \(file.lastPathComponent) to send")
        }
        defer { try? handle.close() }
        while let data = try handle.read(upToCount: 256 * 1024), !data.isEmpty {
            try await writer.write(data)
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
