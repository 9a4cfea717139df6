// StreamingServer: a blocking-socket HTTP/1.1 server on 127.0.0.1 that streams a body of any size from one buffer.
import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
#endif

/// Serves `GET /length/N` (`Content-Length: N`) and `GET /chunked/N` (chunked, no length): N bytes written from
/// one 64 KiB buffer on a thread per connection, so the server never holds the body; a connection ends when the
/// body is sent or the client hangs up. Blocking writes follow the client's pace, so nothing queues up.
final class StreamingServer: @unchecked Sendable {
    /// The port on 127.0.0.1.
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var sent: [String: Int] = [:]
    private var open = 0
    private static let slice = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)

    /// Listens on a free port of 127.0.0.1 and starts accepting.
    init() throws {
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw UnexpectedAnswer(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { throw UnexpectedAnswer(description: "bind/listen failed: errno \(errno)") }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The base URL of the server.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The body bytes written for `path` so far, over all connections.
    func bytesSent(path: String) -> Int {
        lock.withLock { sent[path, default: 0] }
    }

    /// Waits until every connection has ended (the client hung up or the body was sent).
    func waitUntilIdle() {
        while lock.withLock({ open }) > 0 { usleep(10_000) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            lock.withLock { open += 1 }
            Thread.detachNewThread { [self] in
                serve(connection)
                close(connection)
                lock.withLock { open -= 1 }
            }
        }
    }

    private func serve(_ connection: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        let parts = path.split(separator: "/")
        guard parts.count == 2, let size = Int(parts[1]), ["length", "chunked"].contains(parts[0]) else {
            _ = write(connection, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        let chunked = parts[0] == "chunked"
        let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(size)"
        let head = "HTTP/1.1 200 OK\r\n\(framing)\r\nConnection: close\r\n\r\n"
        guard write(connection, head) else { return }
        var remaining = size
        while remaining > 0 {
            let count = min(remaining, Self.slice.count)
            if chunked, !write(connection, String(count, radix: 16) + "\r\n") { return }
            guard Self.slice.withUnsafeBytes({ write(connection, UnsafeRawBufferPointer(rebasing: $0[0..<count])) })
            else { return }
            lock.withLock { sent[path, default: 0] += count }
            if chunked, !write(connection, "\r\n") { return }
            remaining -= count
        }
        if chunked { _ = write(connection, "0\r\n\r\n") }
    }

    private func write(_ connection: Int32, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { write(connection, $0) }
    }

    /// Writes all of `bytes`; `false` once the client has hung up.
    private func write(_ connection: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

extension [UInt8] {
    fileprivate var containsHeaderEnd: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }
}
