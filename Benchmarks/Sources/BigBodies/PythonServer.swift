// PythonServer: a python3 server script on a free loopback port, for the bodies nginx cannot take or make.
import Foundation

/// A python3 HTTP server printing `READY <port>` when it listens, stopped with its stdin.
final class PythonServer {
    let baseURL: String
    private let process = Process()
    private let input = Pipe()

    /// An upload sink: reads each request body in 1 MiB pieces (never whole) and answers `{"size": n}`.
    static let sink = """
        import os, socket, sys, threading
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        print("READY", listener.getsockname()[1], flush=True)
        def serve(connection):
            stream = connection.makefile("rb")
            while True:
                line = stream.readline()
                if not line:
                    return
                headers = {}
                while True:
                    header = stream.readline().strip()
                    if not header:
                        break
                    name, _, value = header.decode().partition(":")
                    headers[name.strip().lower()] = value.strip()
                size = 0
                if "chunked" in headers.get("transfer-encoding", ""):
                    while True:
                        length = int(stream.readline().split(b";")[0], 16)
                        stream.read(length); stream.readline(); size += length
                        if length == 0:
                            break
                else:
                    left = int(headers.get("content-length", "0"))
                    while left > 0:
                        piece = stream.read(min(left, 1 << 20)); left -= len(piece); size += len(piece)
                body = ('{"size": %d}' % size).encode()
                connection.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\nContent-Length: %d\\r\\n\\r\\n%s" % (len(body), body))
        threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:
                break
            threading.Thread(target=serve, args=(connection,), daemon=True).start()
        """

    convenience init(script: URL) throws {
        try self.init(arguments: ["-B", "-u", script.path])
    }

    convenience init(source: String) throws {
        try self.init(arguments: ["-u", "-c", source])
    }

    private init(arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let piece = output.fileHandleForReading.availableData
            guard !piece.isEmpty else { throw Harness.Failure("a python server did not start") }
            line.append(piece)
        }
        let port = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace).dropFirst().first ?? ""
        baseURL = "http://127.0.0.1:\(port)"
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
