// StalledDiskTests: a download whose disk stops taking bytes holds up that download alone, on every transport.
import Foundation
import RESTChain
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.timeLimit(.minutes(2)))
struct StalledDiskTests {
    private static let size = 8_000_000

    /// The partial file is a named pipe nobody reads until the end: every `write(2)` to it blocks once the pipe's
    /// 64 KiB are full, as on a disk that has stopped answering. Written on the transport's own thread, the body
    /// would stop every other exchange of that transport with it.
    @Test(arguments: TransportKind.contract)
    func `a download whose disk stalls holds up no other request on its transport`(kind: TransportKind)
        async throws
    {
        let server = try await StreamServer.shared()
        let api = try RESTClient(baseURL: server.baseURL, transport: kind.make().transport)
        let destination = try StreamServer.folder().appendingPathComponent("stalled.bin")
        let pipe = try StalledPipe(at: destination.appendingPathExtension("part"))
        defer { pipe.release() }
        let session = api.get("file/stalled-\(kind)").query(key: "size", value: "\(Self.size)")
        let download = Task { try await session.download(to: destination) }
        try await within(30) {
            while pipe.unread < 65_536 { try await Task.sleep(for: .milliseconds(10)) }
        }
        for index in 0..<20 {
            let body = try await within(10) {
                try await api.get("file/small-\(index)").query(key: "size", value: "100").data()
            }
            #expect(body.count == 100)
        }
        #expect(pipe.unread == 65_536, "the pipe is still full: the download's writes are still stalled")
        let drained = Task { await onOwnThread { pipe.readToEnd() } }
        let saved = try await within(60) { try await download.value }
        let bytes = await drained.value
        #expect(saved.size == Int64(Self.size))
        #expect(bytes.count == Self.size)
        let copy = destination.deletingLastPathComponent().appendingPathComponent("read.bin")
        try bytes.write(to: copy)
        #expect(try sha256(of: copy) == (try await StreamServer.digest("stalled-\(kind)", size: Self.size)))
    }
}

/// A named pipe at a path, opened for reading at once (so a writer's `open` does not wait) and not read until
/// ``readToEnd()``.
private final class StalledPipe: @unchecked Sendable {
    private let descriptor: Int32

    init(at path: URL) throws {
        guard mkfifo(path.path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        descriptor = open(path.path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    /// The bytes written into the pipe and not read yet.
    var unread: Int {
        var count: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Reads until the writer closes its end, waiting for each piece.
    func readToEnd() -> Data {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Closes the reading end.
    func release() {
        _ = close(descriptor)
    }
}
