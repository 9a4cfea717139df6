// QueuedFile: a file a body is sent from, opened and read on a queue of its own, never on a transport's thread.
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for reading whose `open(2)`, `lseek(2)` and `read(2)` calls run on a serial queue of its own.
///
/// A slow or stalled disk (a network mount, a device that stopped answering, a named pipe nobody writes to) then
/// holds up the one body read from it: never a transport's event-loop thread, which every exchange shares, nor
/// Swift's cooperative pool. Reads are sequential, so pipes and devices work as files do. Invariant: the
/// descriptor is open from ``open(_:at:)`` until `deinit`, and every read holds a reference, so it is never closed
/// under one; reads are serial on `queue`.
final class QueuedFile: Sendable {
    /// The file's size when it was opened.
    let size: Int64
    private let descriptor: Int32
    private let name: String
    private let queue: DispatchQueue

    private init(descriptor: Int32, size: Int64, name: String, queue: DispatchQueue) {
        self.descriptor = descriptor
        self.size = size
        self.name = name
        self.queue = queue
    }

    deinit { _ = close(descriptor) }

    /// Opens `file` for reading from byte `offset`, on a new queue; an offset at or past the end reads nothing.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` naming a file that cannot be opened, measured, or (for an
    ///   offset past zero) read from that offset — a pipe cannot.
    static func open(_ file: URL, at offset: Int64 = 0) async throws -> QueuedFile {
        let queue = DispatchQueue(label: "RESTChain.QueuedFile")
        let name = file.lastPathComponent
        return try await run(on: queue) {
            let descriptor = openFile(file.path)
            var status = stat()
            guard descriptor >= 0, fstat(descriptor, &status) == 0,
                offset == 0 || lseek(descriptor, off_t(offset), SEEK_SET) >= 0
            else {
                if descriptor >= 0 { _ = close(descriptor) }
                return .failure(unreadable(name))
            }
            return .success(QueuedFile(descriptor: descriptor, size: Int64(status.st_size), name: name, queue: queue))
        }
    }

    /// Reads the next bytes, up to `count`; none at the end of the file.
    ///
    /// - Throws: ``RESTError/invalidRequest(reason:)`` naming the file when the read fails.
    func read(upTo count: Int) async throws -> Data {
        try await Self.run(on: queue) {
            var data = Data(count: count)
            let result = data.withUnsafeMutableBytes { buffer in
                var result: Int
                repeat {
                    result = readFile(self.descriptor, buffer.baseAddress, count)
                } while result < 0 && errno == EINTR
                return result
            }
            guard result >= 0 else { return .failure(Self.unreadable(self.name)) }
            data.count = result
            return .success(data)
        }
    }

    /// Runs `work` on `queue` and returns what it gave.
    ///
    /// The result crosses through a lock, not through the continuation alone: a continuation resumed from the
    /// queue's thread before its task has suspended is ordered by the runtime with no ThreadSanitizer annotation
    /// (`Scripts/tsan-continuation-repro.swift`), so TSan would see the task read what the queue wrote unordered.
    private static func run<Value: Sendable>(
        on queue: DispatchQueue, _ work: @escaping @Sendable () -> Result<Value, RESTError>
    ) async throws -> Value {
        let handoff = Locked<Result<Value, RESTError>?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                let result = work()
                handoff.withLock { $0 = result }
                continuation.resume()
            }
        }
        return try (handoff.withLock { $0 } ?? .failure(.invalidRequest(reason: "a file read never ran"))).get()
    }

    private static func unreadable(_ name: String) -> RESTError {
        .invalidRequest(reason: "cannot read the file \(name) to send")
    }
}

/// `open(2)` for reading, named apart from ``QueuedFile/open(_:)``.
private func openFile(_ path: String) -> Int32 {
    var descriptor: Int32
    repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
    return descriptor
}

/// `read(2)`, named apart from ``QueuedFile/read(upTo:)``.
private func readFile(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
