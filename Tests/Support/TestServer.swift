// The loopback test server: a python3 script of Tests/Servers/ running for the length of one test.

import Foundation
import RESTChain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A python3 HTTP server from `Tests/Servers/`, listening on a free loopback port for one test.
///
/// Start one per test, send requests to ``url(_:)``, then assert on what the server counted with
/// ``stats(path:)`` or ``requests(path:)``. The server reads its stdin and exits when that pipe closes, so it
/// never outlives this object or the test process, even when the process is killed.
///
/// ```swift
/// let server = try await TestServer.start()
/// defer { server.stop() }
/// _ = try await URLSession.shared.data(from: server.url("/json/users"))
/// #expect(try await server.stats(path: "/json/users").count == 1)
/// ```
public final class TestServer: Sendable {
    /// The loopback port the server listens on.
    public let port: Int

    /// A session of its own for control routes, so tests never share state with the client under test.
    let controlSession: URLSession

    private let child: SendableProcess
    private let input: FileHandle
    private let stderr: OutputCollector
    private let stopped = Locked(false)

    /// The server's origin, `http://127.0.0.1:<port>`, without a trailing slash.
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// The folder holding the server scripts, found next to this file's folder.
    static let serversDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Servers", isDirectory: true)

    private init(port: Int, process: Process, input: FileHandle, stderr: OutputCollector) {
        self.port = port
        self.child = SendableProcess(process)
        self.input = input
        self.stderr = stderr
        self.controlSession = URLSession(configuration: .ephemeral)
    }

    deinit {
        stop()
    }

    /// Launches a server script with python3 and waits until it listens.
    ///
    /// - Parameters:
    ///   - script: The file name of the script in `Tests/Servers/`.
    ///   - arguments: Extra command-line arguments for the script.
    /// - Returns: The running server.
    /// - Throws: `TestServerError.scriptNotFound`, `TestServerError.notReady` (with the server's stderr) when no
    ///   `READY <port>` line arrives within 10 seconds, or the error of launching python3.
    public static func start(script: String = "test_server.py", arguments: [String] = []) async throws -> TestServer {
        let scriptURL = serversDirectory.appendingPathComponent(script)
        guard FileManager.default.fileExists(atPath: scriptURL.path) else {
            throw TestServerError.scriptNotFound(path: scriptURL.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-B", "-u", scriptURL.path] + arguments
        process.currentDirectoryURL = serversDirectory
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let stderr = OutputCollector()
        try process.run()
        stderr.drain(errors.fileHandleForReading)
        do {
            // Generous: the GW2 server reads its fixtures first, and a fresh-clone CI run once saw it take more
            // than 10 s to say READY while the machine compiled beside it. A server that never starts still fails.
            let port = try await ReadyLineReader.port(from: output.fileHandleForReading, timeout: .seconds(30))
            return TestServer(port: port, process: process, input: input.fileHandleForWriting, stderr: stderr)
        } catch TestServerError.notReady(let reason, _) {
            terminate(process, input: input.fileHandleForWriting)
            throw TestServerError.notReady(reason: reason, stderr: await stderr.text(waitingUpTo: .seconds(1)))
        }
    }

    /// Returns the URL of a path on this server.
    ///
    /// - Parameter path: A path with an optional query, such as `/paginate/wp?per_page=5`; a missing leading
    ///   slash is added. It must already be percent-encoded.
    /// - Returns: The absolute URL on the loopback origin.
    public func url(_ path: String) -> URL {
        let absolute = baseURL + (path.hasPrefix("/") ? path : "/" + path)
        guard let url = URL(string: absolute) else {
            preconditionFailure("Not a valid URL: \(absolute)")
        }
        return url
    }

    /// Stops the server without waiting: its process is told to exit and reaped on a thread of its own; calling it
    /// again does nothing.
    ///
    /// Closing the server's stdin asks it to exit; it is also sent SIGTERM in case it does not read stdin.
    public func stop() {
        let alreadyStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else {
            return
        }
        controlSession.invalidateAndCancel()
        // Waiting for the exit blocks; do it on a thread of its own, never on one of Swift's cooperative threads.
        let (child, input) = (child, input)
        Thread.detachNewThread { Self.terminate(child.process, input: input) }
    }

    /// What the server wrote on stderr so far (its last 64 KB), for diagnosing a failed test.
    ///
    /// - Returns: The server's stderr decoded as UTF-8.
    public func standardError() async -> String {
        await stderr.text()
    }

    /// Closes the server's stdin, sends SIGTERM, and after two seconds SIGKILL, then waits for the exit.
    ///
    /// A child started from a libdispatch worker thread inherits its blocked signals, so SIGTERM alone may
    /// never arrive at a script that does not unblock it; SIGKILL cannot be blocked.
    private static func terminate(_ process: Process, input: FileHandle) {
        try? input.close()
        guard process.isRunning else {
            return process.waitUntilExit()
        }
        process.terminate()
        let deadline = Date(timeIntervalSinceNow: 2)
        while process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }
}
