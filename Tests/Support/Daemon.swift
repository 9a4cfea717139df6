// Daemon: a system server (nginx, tinyproxy) run by a test on a free loopback port, with a configuration it writes.
import Foundation
import RESTChain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system server in a process of its own, listening on a free loopback port, in a folder of its own that holds
/// its configuration and logs; ``stop()`` kills it and removes the folder.
public final class Daemon: @unchecked Sendable {
    /// The loopback port it listens on.
    public let port: UInt16
    /// Its folder: configuration, logs, anything the test wrote there.
    public let directory: URL
    private let process: Process
    /// The write end of the shell's stdin: closing it stops the server.
    private let input: FileHandle
    private let stopped = Locked(false)

    /// The first of `paths` that is an executable file, if any: where the package installed the server.
    public static func executable(_ paths: [String]) -> URL? {
        paths.first(where: FileManager.default.isExecutableFile(atPath:)).map(URL.init(fileURLWithPath:))
    }

    /// Starts `executable` with the arguments `arguments` makes of its folder, once `configure` has written its
    /// files there for the port given; returns when the port accepts connections (on a thread of its own).
    ///
    /// - Throws: `TestServerError.notReady` with the end of its log (`log`, in its folder) when it exits or does
    ///   not accept within 10 seconds.
    public static func start(
        _ executable: URL, log: String, arguments: @escaping (URL) -> [String],
        configure: (UInt16, URL) throws -> Void
    ) async throws -> Daemon {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("restchain-daemon-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let port = try freePort()
        try configure(port, directory)
        let logFile = directory.appendingPathComponent(log)
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: logFile)
        // The server runs under a shell that kills it once its stdin ends: when `stop()` closes the pipe, and
        // when the test process exits without stopping it (a suite's shared server), so none outlives the run.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "\"$@\" & server=$!; cat > /dev/null; kill -9 $server", "sh", executable.path]
            + arguments(directory)
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        let input = Pipe()
        // Only the shell may hold the write end: inherited by another child, it would keep this shell waiting.
        _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
        process.standardInput = input
        try process.run()
        try? output.close()
        try? input.fileHandleForReading.close()
        let daemon = Daemon(port: port, directory: directory, process: process, input: input.fileHandleForWriting)
        let ready = try await onOwnThread {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline {
                if accepts(port: port) { return true }
                usleep(20_000)
            }
            return false
        }
        guard ready else {
            let tail = (try? String(contentsOf: logFile, encoding: .utf8)).map { String($0.suffix(2000)) } ?? ""
            daemon.stop()
            throw TestServerError.notReady(reason: "\(executable.lastPathComponent) on port \(port)", stderr: tail)
        }
        return daemon
    }

    private init(port: UInt16, directory: URL, process: Process, input: FileHandle) {
        self.port = port
        self.directory = directory
        self.process = process
        self.input = input
    }

    /// What it wrote in the file `name` of its folder (its log), or "" when there is none.
    public func file(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    /// Closes the shell's stdin, so the shell kills the server (`SIGKILL`: a child started from a dispatch thread may
    /// block `SIGTERM`), reaps the shell on a thread of its own and removes the folder; calling it again does nothing.
    public func stop() {
        let already = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !already else { return }
        let (process, directory) = (process, directory)
        try? input.close()
        Thread.detachNewThread {
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    deinit { stop() }

    /// A loopback port nothing listens on now (the kernel's choice for a socket bound to port 0).
    private static func freePort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestServerError.notReady(reason: "no socket: errno \(errno)", stderr: "") }
        defer { close(descriptor) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw TestServerError.notReady(reason: "no free port: errno \(errno)", stderr: "") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something accepts connections on `port`.
    private static func accepts(port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = loopback(port: port)
        return withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
