// CommandProcess: runs the built restchain executable as a child process and collects what it printed.
import Foundation
import TestSupport
import Testing

/// What one run of `restchain` printed and how it ended.
struct CommandResult: Sendable {
    /// The exit status (or the signal number when it was killed).
    let status: Int32
    /// Whether a signal ended the process (a crash, or the kill after the time limit) rather than `exit`.
    let signalled: Bool
    /// Standard output.
    let output: Data
    /// Standard error, as text.
    let errors: String

    /// Standard output, as text.
    var text: String { String(decoding: output, as: UTF8.self) }
}

/// What a `restchain` process reads on standard input.
enum CommandInput: Sendable {
    /// `/dev/null`, as under `cron`.
    case null
    /// A pipe that delivers these bytes and closes.
    case piped(Data)
    /// A file redirected with `<`.
    case file(URL)
    /// A pipe that stays open and silent until the process has ended.
    case silentPipe
}

/// A running `restchain` process: interrupt it, then wait for its result.
final class CommandProcess: @unchecked Sendable {
    /// The package's root directory, where `Fixtures/` lives; commands run there.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `restchain` executable built beside the test bundle; a missing one fails where it is run, by path.
    static let executable =
        (try? BuiltExecutable.named("restchain")) ?? packageRoot.appendingPathComponent(".build/debug/restchain")

    private let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()
    private let finished = DispatchGroup()

    /// Starts `restchain arguments…` in the package root with `environment` added to this process's.
    init(
        _ arguments: [String], environment: [String: String] = [:], input: CommandInput = .null,
        executable: URL = CommandProcess.executable, directory: URL = CommandProcess.packageRoot
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["COLUMNS"] = "200"
        merged["TERM"] = "xterm"
        merged["NO_COLOR"] = nil
        merged.merge(environment) { $1 }
        process.environment = merged
        process.currentDirectoryURL = directory
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        var inputPipe: Pipe?
        switch input {
        case .null: process.standardInput = FileHandle.nullDevice
        case .file(let url): process.standardInput = try FileHandle(forReadingFrom: url)
        case .piped, .silentPipe:
            inputPipe = Pipe()
            process.standardInput = inputPipe
        }
        finished.enter()
        finished.enter()
        finished.enter()
        process.terminationHandler = { [finished] _ in finished.leave() }
        try process.run()
        if let inputPipe {
            let writer = inputPipe.fileHandleForWriting
            switch input {
            case .piped(let data):
                Thread.detachNewThread {
                    try? writer.write(contentsOf: data)
                    try? writer.close()
                }
            default:
                finished.notify(queue: .global()) { try? writer.close() }
            }
        }
        read(out.fileHandleForReading) { $0.output.append($1) }
        read(err.fileHandleForReading) { $0.errors.append($1) }
    }

    /// The child's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends SIGINT, as Ctrl-C does.
    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Waits for the process to end, killing it (and recording an issue) after `limit`.
    func result(within limit: Duration = .seconds(60)) async -> CommandResult {
        let watchdog = Task { [process] in
            try await Task.sleep(for: limit)
            Issue.record("restchain \(process.arguments ?? []) ran past \(limit); killed")
            process.terminate()
        }
        await withCheckedContinuation { continuation in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        watchdog.cancel()
        return collected()
    }

    private func collected() -> CommandResult {
        lock.withLock {
            CommandResult(
                status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                output: output, errors: String(decoding: errors, as: UTF8.self))
        }
    }

    private func read(_ handle: FileHandle, into append: @escaping @Sendable (CommandProcess, Data) -> Void) {
        Thread.detachNewThread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                lock.lock()
                append(self, chunk)
                lock.unlock()
            }
            finished.leave()
        }
    }
}

/// Runs `restchain arguments…` to the end.
func restchain(
    _ arguments: String..., environment: [String: String] = [:], input: CommandInput = .null
) async throws -> CommandResult {
    try await CommandProcess(arguments, environment: environment, input: input).result()
}

/// Runs `restchain arguments…` on a pseudo-terminal (python3's `pty`), returning everything it wrote there.
func restchainOnTerminal(_ arguments: [String], environment: [String: String] = [:]) async throws -> CommandResult {
    let script = """
        import os, pty, subprocess, sys
        master, slave = pty.openpty()
        child = subprocess.Popen(sys.argv[1:], stdin=slave, stdout=slave, stderr=slave, close_fds=True)
        os.close(slave)
        data = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
        sys.stdout.buffer.write(data)
        sys.exit(child.wait())
        """
    let python = URL(fileURLWithPath: "/usr/bin/env")
    return try await CommandProcess(
        ["python3", "-c", script, CommandProcess.executable.path] + arguments, environment: environment,
        executable: python
    ).result()
}
