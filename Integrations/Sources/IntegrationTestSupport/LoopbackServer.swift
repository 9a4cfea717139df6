// LoopbackServer: the python3 server of Servers/ on a free loopback port, for the length of one test.
import Foundation
import RESTChain

/// `Servers/gw2_openapi_server.py` listening on a free port of 127.0.0.1.
///
/// The server exits when its stdin closes: ``stop()`` closes it, and so does the end of the test process.
/// ```swift
/// let server = try await LoopbackServer.start()
/// defer { server.stop() }
/// #expect(try await server.count(path: "/v2/build") == 1)
/// ```
public final class LoopbackServer: Sendable {
    /// The loopback port the server listens on.
    public let port: Int
    private let process: SendableProcess
    private let input: FileHandle

    /// The server's origin, `http://127.0.0.1:<port>`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private init(port: Int, process: SendableProcess, input: FileHandle) {
        self.port = port
        self.process = process
        self.input = input
    }

    /// Starts the server and waits, up to 20 seconds, for its `READY <port>` line.
    ///
    /// - Throws: ``LoopbackServerError`` when python3 cannot start or the server does not say it listens in time.
    public static func start() async throws -> LoopbackServer {
        guard
            let script = Bundle.module.url(
                forResource: "gw2_openapi_server", withExtension: "py", subdirectory: "Servers")
        else {
            throw LoopbackServerError.notReady("the server script is missing from the test bundle")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-B", "-u", script.path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let child = SendableProcess(process)
        let line = ReadyLine()
        // The read blocks, so it runs on a thread of its own, never on one of Swift's cooperative threads.
        Thread.detachNewThread { line.finish(Self.readPort(output.fileHandleForReading)) }
        let timer = Task {
            try await Task.sleep(for: .seconds(20))
            line.finish(.failure(LoopbackServerError.notReady("no READY line within 20 s")))
        }
        defer { timer.cancel() }
        do {
            let port = try await line.value()
            return LoopbackServer(port: port, process: child, input: input.fileHandleForWriting)
        } catch {
            Self.terminate(child, input: input.fileHandleForWriting)
            throw error
        }
    }

    /// How many requests `path` (without its query) has had.
    public func count(path: String) async throws -> Int {
        try await control.get("control/count").query(key: "path", value: path).decode(type: Count.self).count
    }

    /// The headers (names lower-cased) of the last request to `path`; empty when it had none.
    public func headers(path: String) async throws -> [String: String] {
        try await control.get("control/headers").query(key: "path", value: path).decode(type: [String: String].self)
    }

    /// A client of its own for the control routes: no cache, no coalescing, no monitor.
    private var control: RESTClient {
        get throws {
            try RESTClient(baseURL: url.absoluteString).configured {
                $0.cache = nil
                $0.coalescesRequests = false
            }
        }
    }

    private struct Count: Decodable {
        let count: Int
    }

    /// Stops the server; its process is reaped on a thread of its own. Calling it again does nothing.
    public func stop() {
        let (process, input) = (process, input)
        Thread.detachNewThread { Self.terminate(process, input: input) }
    }

    private static func readPort(_ handle: FileHandle) -> Result<Int, any Error> {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return .failure(LoopbackServerError.notReady("the server exited first")) }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let words = String(decoding: pending[..<newline], as: UTF8.self).split(separator: " ")
                pending.removeSubrange(...newline)
                if words.count == 2, words[0] == "READY", let port = Int(words[1]) { return .success(port) }
            }
        }
    }

    /// Closes the server's stdin (it exits), SIGKILL after two seconds, then waits for the exit.
    private static func terminate(_ child: SendableProcess, input: FileHandle) {
        try? input.close()
        let deadline = Date(timeIntervalSinceNow: 2)
        while child.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if child.process.isRunning { kill(child.process.processIdentifier, SIGKILL) }
        child.process.waitUntilExit()
    }
}

/// Why the loopback server could not be used.
public enum LoopbackServerError: Error, CustomStringConvertible {
    /// The server did not say it listens.
    case notReady(String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .notReady(let reason): "the loopback server did not start: \(reason)"
        }
    }
}

/// A `Process` handed between threads; it is only asked whether it runs, signalled and waited for.
struct SendableProcess: @unchecked Sendable {
    let process: Process

    init(_ process: Process) { self.process = process }
}
