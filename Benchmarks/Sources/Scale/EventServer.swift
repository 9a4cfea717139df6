// EventServer: Server-Sent Events to thousands of connections from one thread over epoll, one event a second each.
#if os(Linux)
    import CEventPoll
    import Glibc

    /// The loopback server of the event-stream workload, run as a child process (`Scale event-server`) so that
    /// its memory and CPU are not the client's. Foundation-free: one thread, non-blocking sockets, epoll.
    ///
    /// It prints its port, then answers every request on it with a `text/event-stream` that never ends, and sends
    /// each stream one event a second: `data: NUMBER NANOS`, the stream's event count so far and the moment of
    /// sending (``monotonicNanos()``). The streams' seconds are spread over 1 000 slots of a millisecond, so the
    /// server sends evenly, not all at once. A `q` on its standard input stops the sending and prints
    /// `sent TOTAL`; the end of its standard input (its parent gone) ends it.
    enum EventServer {
        private static let listenerID: UInt64 = .max
        private static let inputID: UInt64 = .max - 1
        private static let head = Array(
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
                .utf8)

        /// One client's connection: its request until the head is read, then the bytes of events not yet written.
        private struct Connection {
            let descriptor: Int32
            var request: [UInt8] = []
            var streaming = false
            var sent = 0
            var pending: [UInt8] = []
        }

        static func serve() -> Never {
            signal(SIGPIPE, SIG_IGN)
            let (listener, port) = listen()
            say("\(port)")
            let poller = cevent_poll_create()
            watch(listener, as: listenerID, on: poller)
            watch(STDIN_FILENO, as: inputID, on: poller)
            var connections: [UInt64: Connection] = [:]
            var wheel = Array(repeating: [UInt64](), count: 1_000)
            var (nextID, streaming, total, sending) = (UInt64(0), 0, 0, true)
            var tick = monotonicNanos() / 1_000_000
            var ready = [UInt64](repeating: 0, count: 256)
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = cevent_poll_wait(poller, &ready, Int32(ready.count), 1)
                for id in ready.prefix(Int(max(count, 0))) {
                    if id == listenerID {
                        while true {
                            let descriptor = cevent_poll_accept(listener)
                            guard descriptor >= 0 else { break }
                            connections[nextID] = Connection(descriptor: descriptor)
                            watch(descriptor, as: nextID, on: poller)
                            nextID += 1
                        }
                    } else if id == inputID {
                        let received = read(STDIN_FILENO, &buffer, buffer.count)
                        guard received > 0 else { exit(0) }
                        if sending, buffer.prefix(received).contains(UInt8(ascii: "q")) {
                            sending = false
                            say("sent \(total)")
                        }
                    } else if var connection = connections[id] {
                        let received = read(connection.descriptor, &buffer, buffer.count)
                        if received == 0 || (received < 0 && errno != EAGAIN) {
                            close(connection.descriptor)
                            connections[id] = nil
                            continue
                        }
                        guard received > 0, !connection.streaming else { continue }
                        connection.request.append(contentsOf: buffer.prefix(received))
                        if connection.request.count >= 4, connection.request.suffix(4).elementsEqual("\r\n\r\n".utf8) {
                            connection.streaming = true
                            connection.request = []
                            connection.pending = head
                            wheel[streaming % wheel.count].append(id)
                            streaming += 1
                        }
                        connections[id] = connection
                        _ = flush(&connections, id)
                    }
                }
                guard sending else { continue }
                let now = monotonicNanos() / 1_000_000
                while tick < now {
                    tick += 1
                    for id in wheel[tick % wheel.count] {
                        guard var connection = connections[id] else { continue }
                        connection.pending.append(contentsOf: "data: \(connection.sent) \(monotonicNanos())\n\n".utf8)
                        connection.sent += 1
                        total += 1
                        connections[id] = connection
                        _ = flush(&connections, id)
                    }
                }
            }
        }

        /// Writes what `id` has pending; closes it when the client is gone.
        private static func flush(_ connections: inout [UInt64: Connection], _ id: UInt64) -> Bool {
            guard var connection = connections[id], !connection.pending.isEmpty else { return true }
            let written = connection.pending.withUnsafeBytes { write(connection.descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno != EAGAIN {
                close(connection.descriptor)
                connections[id] = nil
                return false
            }
            connection.pending.removeFirst(max(written, 0))
            connections[id] = connection
            return true
        }

        private static func watch(_ descriptor: Int32, as id: UInt64, on poller: Int32) {
            _ = cevent_poll_watch(poller, descriptor, id)
        }

        /// Writes `line` and a newline to standard output at once (the parent reads it line by line).
        private static func say(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }

        /// A non-blocking socket listening on a free port of 127.0.0.1, and the port.
        private static func listen() -> (Int32, Int) {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard descriptor >= 0, bound, Glibc.listen(descriptor, 4_096) == 0 else {
                say("no loopback socket: errno \(errno)")
                exit(1)
            }
            return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
        }
    }
#else
    enum EventServer {
        static func serve() -> Never {
            print("the event server needs Linux's epoll")
            exit(1)
        }
    }
#endif
