// Waiting for the `READY <port>` line a loopback server prints once it listens.

import Foundation
import RESTChain

/// Reads a server's stdout on its own thread until `READY <port>`, racing a timeout.
///
/// Whichever of the line, the end of the pipe or the timeout comes first decides; the others are ignored.
final class ReadyLineReader: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Int, any Error>?
        var result: Result<Int, any Error>?
    }

    private let state = Locked(State())

    private init() {}

    /// Returns the port from the first `READY <port>` line read from `handle`.
    ///
    /// - Parameters:
    ///   - handle: The read end of the server's stdout pipe.
    ///   - timeout: How long to wait for the line.
    /// - Returns: The port the server listens on.
    /// - Throws: `TestServerError.notReady` (with empty stderr) on timeout or when the pipe closes first.
    static func port(from handle: FileHandle, timeout: Duration) async throws -> Int {
        let reader = ReadyLineReader()
        let timer = Task {
            try await Task.sleep(for: timeout)
            reader.finish(.failure(TestServerError.notReady(reason: "no READY line within \(timeout)", stderr: "")))
        }
        defer { timer.cancel() }
        Thread.detachNewThread {
            reader.finish(Result { try readPort(from: handle) })
        }
        return try await withCheckedThrowingContinuation { continuation in
            reader.wait(with: continuation)
        }
    }

    private func wait(with continuation: CheckedContinuation<Int, any Error>) {
        let early = state.withLock { state in
            if state.result == nil {
                state.continuation = continuation
            }
            return state.result
        }
        if let early {
            continuation.resume(with: early)
        }
    }

    private func finish(_ result: Result<Int, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Int, any Error>? in
            guard state.result == nil else {
                return nil
            }
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(with: result)
    }

    private static func readPort(from handle: FileHandle) throws -> Int {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                throw TestServerError.notReady(reason: "the server exited before printing READY", stderr: "")
            }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                let words = line.split(separator: " ")
                if words.count == 2, words[0] == "READY", let port = Int(words[1]) {
                    return port
                }
            }
        }
    }
}
