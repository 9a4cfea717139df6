// PartialFileWriter: a download's body written to its partial file on a queue of its own, never on the transport's.
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends the pieces of a body to an open partial file, writing them on a serial queue of its own.
///
/// ``accept(_:)`` runs on the transport's thread (one event loop serves every transfer): it only copies the piece
/// into memory and refuses the one that would take the file past the size limit. The `write(2)` calls happen on
/// the writer's queue, so a slow or stalled disk holds up this download alone. At most `highWater` bytes wait in
/// memory beside the batch being written; past that, ``accept(_:)`` asks the producer to pause, and the writer
/// lifts the pause when it takes the next batch.
///
/// Invariants: `lock` guards everything below it; `lift` and completions run without it; one batch at a time is
/// written, in the order the pieces were accepted.
final class PartialFileWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let name: String
    private let limit: Int64?
    private let url: URL?
    private let offset: Int64
    private let highWater: Int
    private let queue = DispatchQueue(label: "RESTChain.PartialFileWriter")
    /// Lets the producer go on after ``accept(_:)`` asked it to pause.
    private let lift: @Sendable () -> Void
    /// Stops the producer once a write has failed.
    private let stop: @Sendable () -> Void

    private let lock = NSLock()
    /// Accepted bytes not yet handed to the queue.
    private var pending: [UInt8] = []
    /// Bytes accepted so far, after `offset`.
    private var accepted: Int64 = 0
    /// Bytes on disk so far, after `offset`.
    private var stored: Int64 = 0
    /// Whether the queue has a write loop scheduled or running.
    private var isWriting = false
    /// Whether the producer was told to pause and waits for `lift`.
    private var isHolding = false
    /// Whether what is still pending is to be dropped (the download was abandoned).
    private var isAbandoned = false
    private var failure: RESTError?
    /// The callers of ``finish(abandoning:)`` waiting for the queue to go idle.
    private var idle: [CheckedContinuation<Void, Never>] = []

    /// - Parameters:
    ///   - descriptor: The partial file, open for writing at `offset`; the caller closes it after
    ///     ``finish(abandoning:)`` returns, never before.
    ///   - name: The file's name, for the error a failed write throws.
    ///   - offset: Bytes already in the file, counted against `limit`.
    ///   - limit: The most bytes the whole file may have; `nil` for no limit.
    ///   - url: The URL a ``RESTError/responseTooLarge(limit:url:)`` names.
    ///   - highWater: The bytes that may wait in memory before the producer is asked to pause.
    ///   - lift: Lets a paused producer go on; it must only hand off.
    ///   - stop: Stops the producer after a failed write; it must only hand off.
    init(
        descriptor: Int32, name: String, offset: Int64, limit: Int64?, url: URL?, highWater: Int = 1 << 20,
        lift: @escaping @Sendable () -> Void, stop: @escaping @Sendable () -> Void
    ) {
        self.descriptor = descriptor
        self.name = name
        self.offset = offset
        self.limit = limit
        self.url = url
        self.highWater = max(1, highWater)
        self.lift = lift
        self.stop = stop
    }

    /// Bytes written to the file so far, after `offset`; final once ``finish(abandoning:)`` has returned.
    var written: Int64 { lock.withLock { stored } }

    /// Takes a copy of `bytes` to be written; says whether the producer may go on.
    func accept(_ bytes: UnsafeRawBufferPointer) -> AsyncChunkSequence.Intake {
        let (intake, schedule): (AsyncChunkSequence.Intake, Bool) = lock.withLock {
            if let failure { return (.failed(failure), false) }
            if let limit, offset + accepted + Int64(bytes.count) > limit {
                return (.failed(RESTError.responseTooLarge(limit: Int(clamping: limit), url: url)), false)
            }
            pending.append(contentsOf: bytes)
            accepted += Int64(bytes.count)
            let schedule = !isWriting
            isWriting = true
            guard pending.count >= highWater else { return (.more, schedule) }
            isHolding = true
            return (.pause, schedule)
        }
        if schedule { queue.async { self.writeAll() } }
        return intake
    }

    /// Waits until every accepted byte is on disk, or, when `abandoning`, until the write under way ends and what
    /// was pending is dropped. Returns the error of a failed write, if any.
    func finish(abandoning: Bool) async -> RESTError? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let done: Bool = lock.withLock {
                if abandoning {
                    isAbandoned = true
                    pending = []
                }
                guard isWriting else { return true }
                idle.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
        return lock.withLock { failure }
    }

    /// The queue's loop: takes what is pending, batch by batch, and writes it, until nothing is left.
    private func writeAll() {
        var batch: [UInt8] = []
        while true {
            let (lifting, waiters): (Bool, [CheckedContinuation<Void, Never>]) = lock.withLock {
                if pending.isEmpty || isAbandoned || failure != nil {
                    pending = []
                    isWriting = false
                    defer { idle = [] }
                    return (false, idle)
                }
                swap(&pending, &batch)
                defer { isHolding = false }
                return (isHolding, [])
            }
            guard !batch.isEmpty else {
                for waiter in waiters { waiter.resume() }
                return
            }
            if lifting { lift() }
            let error = batch.withUnsafeBytes(store)
            let count = Int64(batch.count)
            batch.removeAll(keepingCapacity: true)
            lock.withLock {
                if let error { failure = error } else { stored += count }
            }
            if error != nil { stop() }
        }
    }

    /// Writes all of `bytes` at the file's current end; returns the error that ends the download, or `nil`.
    private func store(_ bytes: UnsafeRawBufferPointer) -> RESTError? {
        guard var start = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let count = write(descriptor, start, left)
            if count < 0 {
                if errno == EINTR { continue }
                return .invalidRequest(reason: "cannot write \(name): \(String(cString: strerror(errno)))")
            }
            start += count
            left -= count
        }
        return nil
    }
}
