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

    /// The kinds that read an upload's file apart from their other exchanges: `URLSessionTransport` hands the file
    /// to URLSession, and FoundationNetworking reads it on a work queue every session shares.
    private static var readingUploadsApart: [TransportKind] {
        #if os(Linux)
            [.curl, .forwarding]
        #else
            []
        #endif
    }

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
        let pipe = try NamedPipe(at: destination.appendingPathExtension("part"))
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

    /// The body is read from a named pipe the test feeds: after its first 64 KiB nothing more comes, as from a disk
    /// that has stopped answering. Read on the transport's own thread, the body would stop every other exchange of
    /// that transport with it.
    @Test(arguments: Self.readingUploadsApart)
    func `an upload whose disk stalls holds up no other request on its transport`(kind: TransportKind)
        async throws
    {
        let server = try await StreamServer.shared()
        let transport = kind.make().transport
        let api = try RESTClient(baseURL: server.baseURL, transport: transport)
        let folder = try StreamServer.folder()
        let source = folder.appendingPathComponent("stalled-upload-\(kind)")
        let pipe = try NamedPipe(at: source, feeding: true)
        defer { pipe.release() }
        let body = Data((0..<Self.size / 8).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try pipe.feed(body.prefix(65_536), within: .seconds(10))
        var request = URLRequest(url: try #require(URL(string: "\(server.baseURL)/upload/digest")))
        request.httpMethod = "POST"
        request.setValue("\(body.count)", forHTTPHeaderField: "Content-Length")
        let upload = Task {
            try await transport.send(
                TransportRequest(
                    request, deadline: .now + .seconds(90), body: UploadBody(.file(source), length: Int64(body.count))))
        }
        try await within(30) {
            while pipe.unread > 0 { try await Task.sleep(for: .milliseconds(10)) }
        }
        for index in 0..<20 {
            let small = try await within(10) {
                try await api.get("file/upload-small-\(index)").query(key: "size", value: "100").data()
            }
            #expect(small.count == 100)
        }
        let rest = body.dropFirst(65_536)
        try await onOwnThread { try pipe.feed(rest, within: .seconds(60)) }
        let response = try await within(60) { try await upload.value }
        let digest = try JSONDecoder().decode(UploadDigest.self, from: response.body)
        let expected = folder.appendingPathComponent("stalled-upload-\(kind).bin")
        try body.write(to: expected)
        #expect(response.statusCode == 200)
        #expect(digest.size == body.count)
        #expect(digest.sha256 == (try sha256(of: expected)))
    }
}

/// A named pipe at a path, opened at once without waiting for the other end, and never blocking until asked to:
/// for reading only (a writer's `open` does not wait; the pipe ends when the writer closes) or for reading and
/// writing (the test feeds it; a reader's `open` does not wait).
private final class NamedPipe: @unchecked Sendable {
    private let descriptor: Int32

    init(at path: URL, feeding: Bool = false) throws {
        guard mkfifo(path.path, 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        descriptor = open(path.path, (feeding ? O_RDWR : O_RDONLY) | O_NONBLOCK)
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

    /// Writes `bytes`, waiting for the reader to make room, for at most `limit` in all.
    ///
    /// - Throws: `POSIXError(.ETIMEDOUT)` when the reader did not take the bytes in time; the write's error.
    func feed(_ bytes: Data, within limit: Duration) throws {
        let end = ContinuousClock.now + limit
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                rest = rest.dropFirst(count)
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EINTR else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            guard ContinuousClock.now < end else { throw POSIXError(.ETIMEDOUT) }
            var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&room, 1, 100)
        }
    }

    /// Closes the pipe.
    func release() {
        _ = close(descriptor)
    }
}

/// What the stream server's `upload/digest` says it received.
private struct UploadDigest: Decodable {
    let sha256: String
    let size: Int
}
