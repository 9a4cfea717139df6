// ProbeProcess: runs the TransportProbe executable as a child process, under a time limit, and reports how it ended.
import Foundation
import RESTChain
import TestSupport

/// How one run of `TransportProbe` ended.
struct ProbeRun: Sendable, CustomStringConvertible {
    /// The exit status, or the signal that ended the process.
    let status: Int32
    /// Whether a signal ended the process (a crash, or the kill after the time limit).
    let signalled: Bool
    /// Whether the process outlived its time limit and was killed.
    let hung: Bool
    /// What it wrote on its standard output.
    let output: String
    /// The tail of what it wrote on its standard error.
    let errors: String

    /// Exited by itself with status 0.
    var isClean: Bool { !signalled && !hung && status == 0 }

    var description: String {
        let end = hung ? "hung (killed)" : signalled ? "signal \(status)" : "exit \(status)"
        return "\(end); stdout: \(output.prefix(300)); stderr: \(errors.suffix(600))"
    }
}

/// The `TransportProbe` executable, built beside the test bundle, run with a clean proxy environment.
enum ProbeProcess {
    /// The proxy variables libcurl reads, in both spellings: a run starts without any of them.
    static let proxyVariables = [
        "http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY",
    ]

    /// Runs the probe with `arguments` and `environment` added to this process's (proxy variables left out), and
    /// kills it when it outlives `limit`.
    static func run(_ arguments: [String], environment: [String: String] = [:], limit: TimeInterval = 30)
        async throws -> ProbeRun
    {
        let process = Process()
        process.executableURL = try BuiltExecutable.named("TransportProbe")
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        for name in proxyVariables { inherited[name] = nil }
        process.environment = inherited.merging(environment) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let (stdout, stderr) = (Drained(output.fileHandleForReading), Drained(errors.fileHandleForReading))
        let hung = Locked(false)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                return continuation.resume(throwing: error)
            }
            let child = SendableProcess(process)
            DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
                guard child.process.isRunning else { return }
                hung.withLock { $0 = true }
                kill(child.process.processIdentifier, SIGKILL)
            }
        }
        return ProbeRun(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            hung: hung.withLock { $0 }, output: await stdout.text(), errors: await stderr.text())
    }

    /// A pipe read to its end on a thread of its own, so a child writing much never blocks on a full pipe.
    final class Drained: Sendable {
        private let data = Locked(Data())
        private let done = Locked(false)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [data, done] in
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    data.withLock { $0.append(chunk) }
                }
                done.withLock { $0 = true }
            }
        }

        /// What came through, once the pipe has ended (or after five seconds).
        func text() async -> String {
            var waited = 0
            while !done.withLock({ $0 }), waited < 500 {
                try? await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            return data.withLock { String(decoding: $0, as: UTF8.self) }
        }
    }
}
